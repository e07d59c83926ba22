import { defineTranslation } from '../../define';
import type { badgeMessages } from '../badge';

export const badgeMessagesEnUS = defineTranslation<typeof badgeMessages>({ 'badge.title': 'Badge' });
