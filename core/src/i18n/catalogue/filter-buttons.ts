import { defineMessages } from '../define';

export const filterButtonsMessages = defineMessages({
  zh_CN: { 'filter-buttons.title': '筛选按钮与宫格多选' },
  en_US: { 'filter-buttons.title': 'Filter buttons and grid check boxes' },
});
