import { defineMessages } from '../define';

export const rateMessages = defineMessages({
  zh_CN: {
    'rate.title': '评分',
    'rate.readOnly': '只读',
    'rate.label': '评分',
    'rate.value': '{value} / {count} 星',
    'rate.unrated': '未评分',
    'rate.star': '{value} 星',
  },
});
