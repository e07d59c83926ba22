import { defineTranslation } from '../../define';
import type { actionSheetMessages } from '../action-sheet';

export const actionSheetMessagesEnUS = defineTranslation<typeof actionSheetMessages>({
  'action-sheet.title': 'Action sheet',
  'action-sheet.cancel': 'Cancel',
  'action-sheet.shareTitle': 'Share with',
  'action-sheet.share.user': 'People',
  'action-sheet.share.dept': 'Department',
  'action-sheet.share.subcompany': 'Subcompany',
  'action-sheet.share.group': 'Group',
  'action-sheet.share.position': 'Position',
  'action-sheet.share.all': 'Everyone',
  'action-sheet.share.role': 'Role',
  'action-sheet.share.organization': 'Organisation',
  'action-sheet.share.external': 'External contacts',
});
