export { childrenOf, findNode, needsLoad, nodesAlong, parseTreeNodes } from './cascader.logic';
export { cascaderMachine } from './cascader.machine';
export { connectCascader } from './cascader.connect';
export { cascaderActors, fetchCascaderChildren, type CascaderServices } from './cascader.service';
export type {
  CascaderContext,
  CascaderEvent,
  CascaderInput,
  CascaderOption,
  CascaderView,
} from './cascader.types';
export { cascaderTexts } from './messages';
