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
  en_US: {
    'rate.title': 'Rate',
    'rate.readOnly': 'Read only',
    'rate.label': 'Rating',
    'rate.value': '{value} of {count} stars',
    'rate.unrated': 'Not rated',
    'rate.star': '{value} stars',
  },
});
