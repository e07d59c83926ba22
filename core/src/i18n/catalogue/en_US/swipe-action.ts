import { defineTranslation } from '../../define';
import type { swipeActionMessages } from '../swipe-action';

export const swipeActionMessagesEnUS = defineTranslation<typeof swipeActionMessages>({
  'swipe-action.title': 'Swipe action',
  'swipe-action.actions': 'Actions of "{title}"',
});
