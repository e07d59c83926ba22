// The upload feature's internals, for its own tests and benchmarks (imported by path): not part of
// the public surface (`index.ts`), and free to change.
export {
  apiPrefix,
  classifyUploadFailure,
  dropBelowSecretLevel,
  effectiveMaxSize,
  fileExtension,
  hasFileOption,
  isRetryable,
  normalizeFileName,
  parseFormatList,
  uploadIssue,
  chunkCount,
  chunkRange,
  confirmedBytes,
  fieldLimits,
  fileExtensions,
  nextChunkToSend,
  percentOf,
  readFlag,
  whiteListOn,
} from './upload.logic';
export { parseUploadedChunks, parseUploadedFile, parseUploadSettings } from './upload.service';
export {
  fileUploadMachine,
  nextChunkRequest,
  uploadActors,
  uploadedBytes,
  uploadStatus,
  uploadTarget,
  type FileUploadActor,
  type FileUploadContext,
  type FileUploadEmitted,
  type FileUploadEvent,
  type FileUploadInput,
  type FileUploadSnapshot,
} from './upload.file.machine';
export { heldFiles, itemFromSnapshot, overallProgress } from './upload.machine';
export { acceptAttribute, mobileSourceInput, runImmediateUploadAction, uploadView } from './upload.connect';
export {
  DEFAULT_UPLOAD_CONCURRENCY,
  IMAGE_EXTENSIONS,
  MOBILE_UPLOAD_SOURCES,
  MULTIPART_SIZE,
  THUMBNAIL_SIZE,
} from './upload.logic';
export { fetchMultipartTransport } from './upload.service';
export { type UploadEmitted, type UploadEvent } from './upload.machine';
export {
  BATCH_POLL_INTERVAL,
  BATCH_POLL_LIMIT,
  parseBatchProgress,
  parseBatchTask,
  parseEditUrl,
} from './upload.operations.logic';
export {
  COMPRESS_MAX_EDGE,
  COMPRESS_QUALITY,
  compressionPlan,
  compressTypeOf,
  formatGroupOf,
  iosVersion,
  isOnlineEditable,
  meetsMinimumIos,
} from './upload.formats.logic';
export { batchDownloadMachine, type BatchDownloadInput } from './upload.batch.machine';
