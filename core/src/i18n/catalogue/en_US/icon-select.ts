import { defineTranslation } from '../../define';
import type { iconSelectMessages } from '../icon-select';

export const iconSelectMessagesEnUS = defineTranslation<typeof iconSelectMessages>({
  'icon-select.title': 'Icon selector',
  'icon-select.label': 'Module icon',
  'icon-select.search': 'Search icons (name or number)',
  'icon-select.empty': 'No matching icon',
  'icon-select.placeholder': 'No icon chosen',
  'icon-select.colour.yellow': 'Yellow',
  'icon-select.colour.blue': 'Blue',
  'icon-select.colour.red': 'Red',
  'icon-select.colour.indigo': 'Indigo',
  'icon-select.colour.green': 'Green',
});
