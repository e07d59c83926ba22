import { defineMessages } from '../define';

export const numberInputMessages = defineMessages({
  zh_CN: {
    'number-input.title': '数字输入框',
    'number-input.increase': '增加 {step}',
    'number-input.decrease': '减少 {step}',
    'number-input.invalid': '请输入数字',
    'number-input.below': '不能小于 {min}',
    'number-input.above': '不能大于 {max}',
    'number-input.range': '范围 {min} 至 {max}',
  },
});
