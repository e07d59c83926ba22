export { useTreeSelect, type TreeSelectSkinProps, type UseTreeSelectProps } from './use-tree-select';
