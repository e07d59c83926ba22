import { defineTranslation } from '../../define';
import type { numberInputMessages } from '../number-input';

export const numberInputMessagesEnUS = defineTranslation<typeof numberInputMessages>({
  'number-input.title': 'Number input',
  'number-input.increase': 'Increase by {step}',
  'number-input.decrease': 'Decrease by {step}',
  'number-input.invalid': 'Enter a number',
  'number-input.below': 'Must be at least {min}',
  'number-input.above': 'Must be at most {max}',
  'number-input.range': 'From {min} to {max}',
});
