import { defineTranslation } from '../../define';
import type { commonMessages } from '../common';

export const commonMessagesEnUS = defineTranslation<typeof commonMessages>({
  'common.ok': 'OK',
  'common.cancel': 'Cancel',
  'common.retry': 'Retry',
  'common.loading': 'Loading…',
  'common.empty': 'No data',
  'common.error': 'Something went wrong',
  'common.unlimited': 'unlimited',
  'common.language': 'Language',
  'common.widgets': 'Widgets',
  'common.notFound': 'Page not found',
  'common.back': 'Back',
  'common.close': 'Close',
  'common.save': 'Save',
  'common.delete': 'Delete',
  'common.edit': 'Edit',
  'common.failure.load': 'Could not load',
  'common.failure.save': 'Could not save: your changes are not saved yet',
  'common.failure.delete': 'Could not delete',
  'common.failure.upload': 'Could not upload',
  'common.failure.submit': 'Could not submit',
  'common.failure.network': 'The server cannot be reached. Check the connection and try again.',
  'common.failure.refused': 'The server did not accept it: {reason}',
  'common.failure.retry': 'Please try again later.',
  'common.failure.message': '{what}. {why}',
});
