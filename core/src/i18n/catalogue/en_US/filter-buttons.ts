import { defineTranslation } from '../../define';
import type { filterButtonsMessages } from '../filter-buttons';

export const filterButtonsMessagesEnUS = defineTranslation<typeof filterButtonsMessages>({
  'filter-buttons.title': 'Filter buttons and grid check boxes',
});
