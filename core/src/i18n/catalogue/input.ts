import { defineMessages } from '../define';

export const inputMessages = defineMessages({
  zh_CN: {
    'input.title': '输入框',
    'input.placeholder': '请输入{label}',
    'input.placeholderPlain': '请输入',
    'input.empty': '—',
    'input.clear': '清除内容',
    'input.count': '已输入 {used}',
    'input.countOf': '已输入 {used}，最多 {max}（中文字符计 3）',
    'input.thisField': '此项',
    'input.error.required': '请填写{label}',
  },
});
