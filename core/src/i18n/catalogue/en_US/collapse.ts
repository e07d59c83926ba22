import { defineTranslation } from '../../define';
import type { collapseMessages } from '../collapse';

export const collapseMessagesEnUS = defineTranslation<typeof collapseMessages>({
  'collapse.title': 'Collapse',
});
