// The upload feature's internals: for its own tests and benchmarks, imported by path. They are not
// part of the public surface (`index.ts`) and may change without notice.
export { fileExtensions, normalizeFileName, readFlag, whiteListOn } from './upload.logic';
