import { defineTranslation } from '../../define';
import type { rateMessages } from '../rate';

export const rateMessagesEnUS = defineTranslation<typeof rateMessages>({
  'rate.title': 'Rate',
  'rate.readOnly': 'Read only',
  'rate.label': 'Rating',
  'rate.value': '{value} of {count} stars',
  'rate.unrated': 'Not rated',
  'rate.star': '{value} stars',
});
