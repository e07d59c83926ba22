import { defineTranslation } from '../../define';
import type { titleMessages } from '../title';

export const titleMessagesEnUS = defineTranslation<typeof titleMessages>({
  'title.title': 'Title',
  'title.count': '{count} items',
  'title.action': '{action}: {title}',
  'title.expand': 'Expand {title}',
  'title.collapse': 'Collapse {title}',
});
