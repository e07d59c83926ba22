import { defineTranslation } from '../../define';
import type { checkboxMessages } from '../checkbox';

export const checkboxMessagesEnUS = defineTranslation<typeof checkboxMessages>({
  'checkbox.title': 'Checkbox',
  'checkbox.empty': '—',
  'checkbox.separator': ', ',
  'checkbox.countOf': '{count} of {max} chosen',
  'checkbox.thisField': 'an option',
  'checkbox.error.required': 'Choose {label}',
});
