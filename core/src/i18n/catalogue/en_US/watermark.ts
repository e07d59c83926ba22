import { defineTranslation } from '../../define';
import type { watermarkMessages } from '../watermark';

export const watermarkMessagesEnUS = defineTranslation<typeof watermarkMessages>({
  'watermark.title': 'Watermark',
  'watermark.tampered': 'The watermark was modified or removed ({reason}); the page content has been cleared',
  'watermark.tamperKept':
    'The watermark was modified or removed ({reason}); the page content is kept as configured',
  'watermark.clearedNotice':
    'The content was hidden because the watermark was tampered with. Please reload the page.',
  'watermark.clearedReload': 'Reload',
});
