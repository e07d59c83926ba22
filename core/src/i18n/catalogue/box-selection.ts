import { defineMessages } from '../define';

export const boxSelectionMessages = defineMessages({
  zh_CN: {
    'box-selection.title': '框选',
    'box-selection.count': '已选 {count}',
    'box-selection.countOf': '已选 {count} / {max}',
    'box-selection.full': '最多选择 {max} 项',
  },
});
