import { defineMessages } from '../define';

export const boxSelectionMessages = defineMessages({
  zh_CN: {
    'box-selection.title': '框选',
    'box-selection.count': '已选 {count}',
    'box-selection.countOf': '已选 {count} / {max}',
    'box-selection.full': '最多选择 {max} 项',
  },
  en_US: {
    'box-selection.title': 'Box selection',
    'box-selection.count': '{count} selected',
    'box-selection.countOf': '{count} of {max} selected',
    'box-selection.full': 'Choose at most {max}',
  },
});
