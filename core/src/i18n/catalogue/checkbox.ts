import { defineMessages } from '../define';

export const checkboxMessages = defineMessages({
  zh_CN: {
    'checkbox.title': '复选框',
    'checkbox.empty': '—',
    'checkbox.separator': '、',
    'checkbox.countOf': '已选 {count}/{max}',
    'checkbox.thisField': '此项',
    'checkbox.error.required': '请选择{label}',
  },
});
