// Root layout: browser side (location, CSS chunks, micro-app mounts, action effects).
export { browserHistory, memoryHistory, pathnameOf, type LayoutHistory } from './history';
export { loadCssChunk } from './css-chunk';
export {
  startMicroMount,
  type MicroMount,
  type MicroMountHandle,
  type MicroMountTarget,
  type MicroUnmount,
} from './micro-mount';
export { browserActionHost, type BrowserActionHostOptions } from './action-host';
