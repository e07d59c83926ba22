import { defineTranslation } from '../../define';
import type { upgradeNoticeMessages } from '../upgrade-notice';

export const upgradeNoticeMessagesEnUS = defineTranslation<typeof upgradeNoticeMessages>({
  'upgrade-notice.title': 'System upgrade',
  'upgrade-notice.content':
    'A system upgrade was detected. Features of this page may not work properly; please refresh the page before use.',
  'upgrade-notice.refreshNow': 'Refresh now',
  'upgrade-notice.notNow': "Don't refresh for now",
  'upgrade-notice.notNowDetail': 'No reminders for {hours} hours',
  'upgrade-notice.neverRemind': 'No more reminders',
  'upgrade-notice.hint': 'You can turn reminders back on in Personal settings → Preferences.',
});
