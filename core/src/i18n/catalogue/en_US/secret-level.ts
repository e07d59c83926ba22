import { defineTranslation } from '../../define';
import type { secretLevelMessages } from '../secret-level';

export const secretLevelMessagesEnUS = defineTranslation<typeof secretLevelMessages>({
  'secret-level.title': 'Secret level',
  'secret-level.level': 'Secret level',
  'secret-level.validity': 'Secret period',
  'secret-level.placeholder': 'Choose a secret level',
  'secret-level.validityPlaceholder': 'Enter the secret period',
  'secret-level.none': 'None',
  'secret-level.loading': 'Loading secret levels',
  'secret-level.empty': 'No secret levels to choose',
  'secret-level.default': 'default',
  'secret-level.error.periodRequired': 'Please enter the secret period',
  'secret-level.error.periodTooLong': 'Length cannot exceed 50',
  'secret-level.error.periodFormat': 'The secret period does not match the format',
  'secret-level.error.periodPatternUnsafe':
    'The format rule of the secret period is too complex to check; please ask the administrator to change it',
  'secret-level.error.periodDigits': 'The secret period cannot be pure digits',
});
