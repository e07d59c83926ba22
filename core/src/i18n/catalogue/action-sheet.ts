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
});
