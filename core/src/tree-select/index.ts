// Tree select (spec 1, issue 24): a field whose dropdown holds the virtual tree with search, one
// pick or several checked with half states, tags, clear and keyboard use.
export type { TreeSelectKeyAction, TreeSelectOptions, TreeSelectTag } from './tree-select.types';
export {
  TREE_SELECT_MAX_TAGS,
  normalizeTreeSelectValue,
  treeSelectKeyAction,
  treeSelectMaxTags,
  treeSelectRows,
  treeSelectTagKeys,
  type TreeSelectRows,
} from './tree-select.logic';
export { treeSelectMachine, type TreeSelectInput, type TreeSelectMachine } from './tree-select.machine';
export { connectTreeSelect, type TreeSelectRowView, type TreeSelectView } from './tree-select.connect';
export { treeSelectTexts } from './messages';
