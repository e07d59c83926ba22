import { defineTranslation } from '../../define';
import type { inputMessages } from '../input';

export const inputMessagesEnUS = defineTranslation<typeof inputMessages>({
  'input.title': 'Input',
  'input.placeholder': 'Enter {label}',
  'input.placeholderPlain': 'Enter text',
  'input.empty': '—',
  'input.clear': 'Clear the text',
  'input.count': '{used} entered',
  'input.countOf': '{used} of {max} entered (a Chinese character counts 3)',
  'input.thisField': 'This field',
  'input.error.required': '{label} is required',
});
