import { defineTranslation } from '../../define';
import type { feedbackMessages } from '../feedback';

export const feedbackMessagesEnUS = defineTranslation<typeof feedbackMessages>({
  'feedback.title': 'Messages',
});
