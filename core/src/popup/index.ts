export {
  POPUP_ANIMATION_MS,
  POPUP_DEFAULT_PLACEMENT,
  POPUP_DELAYS_MS,
  POPUP_ENTER_DELAY_MS,
  POPUP_LEAVE_DELAY_MS,
  POPUP_TRIGGERS,
  floatingPlacement,
  popupDelay,
  popupTriggers,
} from './popup.logic';
export { popupMachine, type PopupMachine } from './popup.machine';
export { connectPopup, type PopupView } from './popup.connect';
export { popupTexts } from './messages';
export type {
  FloatingPlacement,
  PopupContext,
  PopupEmitted,
  PopupEvent,
  PopupInput,
  PopupPlacement,
  PopupTrigger,
} from './popup.types';
