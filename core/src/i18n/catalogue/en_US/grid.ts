import { defineTranslation } from '../../define';
import type { gridMessages } from '../grid';

export const gridMessagesEnUS = defineTranslation<typeof gridMessages>({
  'grid.title': 'Grid columns',
});
