import { defineMessages } from '../define';

export const actionSheetMessages = defineMessages({
  zh_CN: {
    'action-sheet.title': '动作面板',
    'action-sheet.cancel': '取消',
    'action-sheet.shareTitle': '分享给',
    'action-sheet.share.user': '人员',
    'action-sheet.share.dept': '部门',
    'action-sheet.share.subcompany': '分部',
    'action-sheet.share.group': '群组',
    'action-sheet.share.position': '岗位',
    'action-sheet.share.all': '所有人',
    'action-sheet.share.role': '角色',
    'action-sheet.share.organization': '组织',
    'action-sheet.share.external': '外部联系人',
  },
  en_US: {
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
  },
});
