import { defineMessages } from '../define';

// Keys of this feature start with 'hr-card.' (HR popup cards, spec 2.2, 4).
export const hrCardMessages = defineMessages({
  zh_CN: {
    'hr-card.title': '人员卡片',
    'hr-card.openPage': '查看详情',
    'hr-card.close': '关闭',
    'hr-card.loading': '加载中…',
    'hr-card.error': '卡片加载失败',
    'hr-card.retry': '重试',
    'hr-card.department': '部门',
    'hr-card.subcompany': '分部',
    'hr-card.position': '岗位',
    'hr-card.jobNum': '工号',
    'hr-card.mobile': '手机',
    'hr-card.email': '邮箱',
    'hr-card.members': '成员数',
    'hr-card.kind.inside': '人员',
    'hr-card.kind.external': '外部联系人',
    'hr-card.kind.department': '部门',
    'hr-card.kind.subcompany': '分部',
    'hr-card.kind.position': '岗位',
    'hr-card.kind.group': '群组',
    'hr-card.kind.role': '角色',
    'hr-card.kind.unitGroup': '单位组',
  },
});
