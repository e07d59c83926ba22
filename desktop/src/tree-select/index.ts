export { TreeSelect, type TreeSelectProps } from './TreeSelect';
