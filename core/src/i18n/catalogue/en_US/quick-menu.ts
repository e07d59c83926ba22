import { defineTranslation } from '../../define';
import type { quickMenuMessages } from '../quick-menu';

export const quickMenuMessagesEnUS = defineTranslation<typeof quickMenuMessages>({
  'quick-menu.title': 'Quick menu',
  'quick-menu.open': 'Open the quick menu',
  'quick-menu.close': 'Close the quick menu',
});
