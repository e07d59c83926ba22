import { defineTranslation } from '../../define';
import type { boxSelectionMessages } from '../box-selection';

export const boxSelectionMessagesEnUS = defineTranslation<typeof boxSelectionMessages>({
  'box-selection.title': 'Box selection',
  'box-selection.count': '{count} selected',
  'box-selection.countOf': '{count} of {max} selected',
  'box-selection.full': 'Choose at most {max}',
});
