import { defineMessages } from '../define';

export const secretLevelMessages = defineMessages({
  zh_CN: {
    'secret-level.title': '密级',
    'secret-level.level': '密级',
    'secret-level.validity': '保密期限',
    'secret-level.placeholder': '请选择密级',
    'secret-level.validityPlaceholder': '请输入保密期限',
    'secret-level.none': '无',
    'secret-level.loading': '正在加载密级',
    'secret-level.empty': '暂无可选密级',
    'secret-level.default': '默认',
    'secret-level.error.periodRequired': '请输入保密期限',
    'secret-level.error.periodTooLong': '长度不能超过 50',
    'secret-level.error.periodFormat': '保密期限格式不正确',
    'secret-level.error.periodPatternUnsafe': '保密期限的格式规则过于复杂，无法检查，请联系管理员修改',
    'secret-level.error.periodDigits': '保密期限不能为纯数字',
  },
});
