import { defineMessages } from '../define';

export const filterButtonsMessages = defineMessages({
  zh_CN: { 'filter-buttons.title': '筛选按钮与宫格多选' },
});
