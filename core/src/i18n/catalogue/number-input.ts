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
  en_US: {
    'number-input.title': 'Number input',
    'number-input.increase': 'Increase by {step}',
    'number-input.decrease': 'Decrease by {step}',
    'number-input.invalid': 'Enter a number',
    'number-input.below': 'Must be at least {min}',
    'number-input.above': 'Must be at most {max}',
    'number-input.range': 'From {min} to {max}',
  },
});
