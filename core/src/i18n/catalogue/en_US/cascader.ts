import { defineTranslation } from '../../define';
import type { cascaderMessages } from '../cascader';

export const cascaderMessagesEnUS = defineTranslation<typeof cascaderMessages>({
  'cascader.title': 'Cascader',
  'cascader.label': 'Cascader',
  'cascader.placeholder': 'Please choose',
  'cascader.error': 'Could not load the options below',
  'cascader.retry': 'Retry',
  'cascader.empty': 'No options',
  'cascader.done': 'Done',
  'cascader.cancel': 'Cancel',
});
