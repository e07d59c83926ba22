import { defineTranslation } from '../../define';
import type { popupMessages } from '../popup';

export const popupMessagesEnUS = defineTranslation<typeof popupMessages>({
  'popup.title': 'Popup',
  'popup.close': 'Close',
});
