export { hashBlob, readBlob, type HashBlobOptions } from './hash-blob';
export {
  hashFile,
  startMd5Worker,
  type HashFileOptions,
  type HashReply,
  type HashRequest,
} from './hash-file';
export { createMd5, wasmAvailable, type IncrementalMd5, type Md5Engine } from './md5';
export { xhrTransport, type XhrTransportOptions } from './xhr-transport';
