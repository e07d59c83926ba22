export { hashBlob, type HashBlobOptions } from './hash-blob';
export { hashFile, startMd5Worker, type HashFileOptions } from './hash-file';
export { answerHashRequests, type HashReply, type HashRequest } from './hash-protocol';
export { createMd5, wasmAvailable, type IncrementalMd5, type Md5Engine } from './md5';
export { readBlob, readPieces, type PieceReader } from './read-pieces';
export { UPLOAD_PROGRESS_TIMEOUT_MS, xhrTransport, type XhrTransportOptions } from './xhr-transport';
export { openWithoutOpener } from './open-window';
export { compressImage } from './compress-image';
export { onPastedImages, pastedImages } from './pasted-images';
