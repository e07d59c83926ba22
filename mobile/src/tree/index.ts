export { Tree, type TreeProps } from './Tree';
