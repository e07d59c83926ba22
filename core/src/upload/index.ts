export { UploadErrorType } from './upload.types';
export type {
  FileEntry,
  FileFacts,
  FileUrlFlags,
  UploadedFile,
  UploadFormatSettings,
  UploadIssue,
  UploadSource,
  UploadSystemSettings,
} from './upload.types';
export {
  FILE_ENDPOINTS,
  MD5_CHUNK_SIZE,
  RICH_TEXT_UPLOAD_PARAMS,
  canDownloadFile,
  checkFiles,
  fileUrl,
  formatFileSize,
  isFormatAllowed,
  type CheckFilesOptions,
  type MobileUploadSource,
  type UploadLimits,
} from './upload.logic';
export {
  APPEAL_REASON_MAX,
  BATCH_DOWNLOAD_MAX,
  VERIFICATION_STATUSES,
  appealReasonProblem,
  batchDownloadAllowed,
  isBlocked,
  verificationStatus,
  type BatchProgress,
  type VerificationStatus,
} from './upload.operations.logic';
export type { BatchDownloadState } from './upload.batch.machine';
export {
  createUploadApi,
  type FileOperationServices,
  type ChunkAnswer,
  type ChunkRequest,
  type MultipartRequest,
  type MultipartTransport,
  type ProgressOptions,
  type UploadApi,
  type UploadApiOptions,
  type UploadParams,
  type UploadServices,
  type UploadTarget,
} from './upload.service';
export type { HashInput, ReUploadInput, UploadStatus } from './upload.file.machine';
export {
  uploadFieldActors,
  uploadMachine,
  type AppealInput,
  type EditReply,
  type RenameInput,
  type SecretLevelInput,
  type SecretLevelOption,
  type UploadConfig,
  type UploadFieldOptions,
  type UploadInput,
  type UploadItem,
  type UploadMessage,
  type UploadMode,
  type UploadRow,
  type UploadSnapshot,
} from './upload.machine';
export {
  connectUpload,
  type UploadAction,
  type UploadActionKey,
  type UploadBatchView,
  type UploadTone,
  type UploadInteractiveAction,
  type UploadItemView,
  type UploadSourceOption,
  type UploadView,
  type UploadViewOptions,
  type UploadViewState,
} from './upload.connect';
export { uploadTexts } from './messages';
