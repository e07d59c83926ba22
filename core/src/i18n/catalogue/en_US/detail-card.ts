import { defineTranslation } from '../../define';
import type { detailCardMessages } from '../detail-card';

export const detailCardMessagesEnUS = defineTranslation<typeof detailCardMessages>({
  'detail-card.title': 'Detail card',
  'detail-card.setting': 'Card settings',
  'detail-card.settingTitle': 'Display and editing',
  'detail-card.groupList': 'Group list',
  'detail-card.loading': 'Loading the card',
  'detail-card.related': 'Related records',
  'detail-card.relatedFailed': 'The related records could not be refreshed; the earlier ones are shown.',
});
