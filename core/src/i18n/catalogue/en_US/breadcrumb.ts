import { defineTranslation } from '../../define';
import type { breadcrumbMessages } from '../breadcrumb';

export const breadcrumbMessagesEnUS = defineTranslation<typeof breadcrumbMessages>({
  'breadcrumb.title': 'Breadcrumb',
  'breadcrumb.label': 'You are here',
  'breadcrumb.more': 'More levels',
});
