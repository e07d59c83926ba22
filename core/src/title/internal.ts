// The title feature's internals, for its own tests and benchmarks: not part of the public surface
// (`index.ts`), and free to change.
export { titleCountText, titleHeadingLevel } from './title.logic';
export { type TitleContext, type TitleEmitted, type TitleEvent } from './title.machine';
