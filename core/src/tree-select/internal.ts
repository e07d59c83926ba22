// The treeSelect feature's internals, for its own tests and benchmarks: not part of the public surface
// (`index.ts`), and free to change.
export { treeSelectSearch } from './tree-select.logic';
export { type TreeSelectContext, type TreeSelectEmitted, type TreeSelectEvent } from './tree-select.machine';
