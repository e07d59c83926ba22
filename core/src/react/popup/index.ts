export { usePopup, type UsePopupOptions, type UsePopupResult } from './use-popup';
export type { PopupProps } from './popup.props';
export { FloatingPopup, type FloatingPopupProps } from './floating-popup';
