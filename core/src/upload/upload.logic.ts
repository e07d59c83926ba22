import { ApiError } from '../http';
import { t } from './messages';
import { asNumber, isRecord } from '../shared/guards';
import {
  UploadErrorType,
  type FileEntry,
  type FileFacts,
  type FileUrlFlags,
  type UploadFormatSettings,
  type UploadIssue,
  type UploadSystemSettings,
} from './upload.types';

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

// spec 9 gives "multipart size 8, md5 chunk size 50" without a unit; read as MB, the sizes a web
// uploader sends per request and reads per hashing step.
/** Bytes sent per upload request (spec 9: multipart size 8 MB). */
export const MULTIPART_SIZE = 8 * MB;
/** Bytes read per md5 step (spec 9: md5 chunk size 50 MB). */
export const MD5_CHUNK_SIZE = 50 * MB;
/** Files uploading at the same time when a host does not say. */
export const DEFAULT_UPLOAD_CONCURRENCY = 3;
/** spec 5: default allowed types of the image list. */
export const IMAGE_EXTENSIONS: readonly string[] = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'giff',
  'tif',
  'tiff',
  'bmp',
  'webp',
];
/** spec 9: thumbnail edge in px, 100 × 100 on desktop and 70 × 70 on mobile. */
export const THUMBNAIL_SIZE = { desktop: 100, mobile: 70 } as const;
/** spec 9: where a mobile upload can take a file from. */
export const MOBILE_UPLOAD_SOURCES = ['camera', 'video', 'album', 'file'] as const;
/** One of {@link MOBILE_UPLOAD_SOURCES}. */
export type MobileUploadSource = (typeof MOBILE_UPLOAD_SOURCES)[number];
/** spec 7: extra parameters of a rich-text upload. */
export const RICH_TEXT_UPLOAD_PARAMS = { module: 'document', createDoc: false, source: 'richText' } as const;

/** spec 7: file endpoints; `{api}` and `{fileId}` are filled by {@link fileUrl}. */
export const FILE_ENDPOINTS = {
  upload: '/{api}/file/module/upload',
  preUploadCheck: '/{api}/file/preUploadCheck',
  chunkUpCheck: '/{api}/file/chunkUpCheck',
  reUpload: '/{api}/file/reUpload',
  rename: '/{api}/file/fileRename',
  editSecretLevel: '/{api}/file/fileEditSecLevel',
  download: '/{api}/file/dl?fileId={fileId}',
  preview: '/{api}/file/preview?fileId={fileId}&type=redirect',
  settings: '/{api}/file/tenant/setting',
} as const;

/** spec 9: B under 1024, then KB, MB, GB with two decimals ("512B", "1.50KB", "2.00GB"). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0B';
  if (bytes < KB) return `${Math.round(bytes)}B`;
  if (bytes < MB) return `${(bytes / KB).toFixed(2)}KB`;
  if (bytes < GB) return `${(bytes / MB).toFixed(2)}MB`;
  return `${(bytes / GB).toFixed(2)}GB`;
}

/**
 * The lower-case extension of a file name, or '' when it has none. Trailing dots and spaces are
 * trimmed first, as Windows does, so "a.EXE. " is an "exe" file.
 */
export function fileExtension(fileName: string): string {
  const name = fileName.replace(/[.\s]+$/, '');
  const dot = name.lastIndexOf('.');
  if (dot < 0) return '';
  return name
    .slice(dot + 1)
    .trim()
    .toLowerCase();
}

const ALL = '*';

/** An extension list of the setting ("pdf; .DOCX, *.txt") as lower-case extensions; `*` and `*.*` become "*". */
export function parseFormatList(list: string | null | undefined): string[] {
  if (!list) return [];
  return list
    .split(/[,;，；]/)
    .map((entry) =>
      entry
        .trim()
        .toLowerCase()
        .replace(/^\*?\./, ''),
    )
    .map((entry) => entry.replace(/[.\s]+$/, ''))
    .filter((entry) => entry !== '');
}

/** Settings flags arrive as booleans, 1/0 or '1'/'true'. */
export function isOn(flag: unknown): boolean {
  return flag === true || flag === 1 || flag === '1' || flag === 'true';
}

/**
 * spec 5: with the white list on, only listed extensions pass (`*` or `*.*` lets all through, and
 * a file with no extension passes only then); otherwise the black list blocks listed extensions
 * (`*` or `*.*` blocks all).
 */
export function isFormatAllowed(fileName: string, settings: UploadFormatSettings): boolean {
  const extension = fileExtension(fileName);
  if (isOn(settings.sysFormatWhitesEnable)) {
    const whites = parseFormatList(settings.sysFormatWhites);
    if (whites.includes(ALL)) return true;
    return extension !== '' && whites.includes(extension);
  }
  const blacks = parseFormatList(settings.sysFormatBlacks);
  if (blacks.includes(ALL)) return false;
  return extension === '' || !blacks.includes(extension);
}

/** The issue of `type` with its spec 8 message in the current locale. */
export function uploadIssue(
  type: UploadErrorType,
  params: Record<string, string | number> = {},
): UploadIssue {
  return { type, message: issueMessage(type, params) };
}

function issueMessage(type: UploadErrorType, params: Record<string, string | number>): string {
  switch (type) {
    case UploadErrorType.TooMany:
      return t('upload.error.tooMany', params);
    case UploadErrorType.TooLarge:
      return t('upload.error.tooLarge', params);
    case UploadErrorType.ForbiddenType:
      return params.ext ? t('upload.error.forbiddenExt', params) : t('upload.error.forbiddenType');
    case UploadErrorType.TotalTooLarge:
      return t('upload.error.totalTooLarge', params);
    case UploadErrorType.Cancelled:
      return t('upload.error.cancelled');
    case UploadErrorType.ZeroSize:
      return t('upload.error.zeroSize');
    case UploadErrorType.SecretLevelFailed:
      return t('upload.error.secretLevel');
    case UploadErrorType.SensitiveWord:
      return t('upload.error.sensitiveWord');
    case UploadErrorType.NetworkInterrupted:
      return t('upload.error.network');
    case UploadErrorType.Silent:
      return '';
    case UploadErrorType.ChecksumReadFailed:
      return t('upload.error.checksum');
    case UploadErrorType.ApiError:
      return params.serverMessage ? String(params.serverMessage) : t('upload.error.api');
  }
}

/** The item's limits of an upload field. Sizes in MB; absent or not positive means no limit. */
export interface UploadLimits {
  /** Most files the field holds, those it has included. */
  maxCount?: number;
  /** The field's single-file limit; the system's `sysMaxSingleUploadSize` applies too. */
  maxSize?: number;
  /** Limit of all files together, those the field has included. */
  totalMaxSize?: number;
  /** Extensions the field itself allows (the image list's {@link IMAGE_EXTENSIONS}); on top of the system lists. */
  accept?: readonly string[];
}

export interface CheckFilesOptions extends UploadLimits {
  /** The upload system setting (spec 3). */
  settings?: UploadSystemSettings;
  /** What the field holds already: it counts towards `maxCount` and `totalMaxSize`. */
  existing?: { count: number; size: number };
}

const positive = (value: unknown): number | undefined => {
  const n = asNumber(value, 0);
  return n > 0 ? n : undefined;
};

/** spec 8: the single-file limit in MB is the smaller of the item's and the system's, if any. */
export function effectiveMaxSize(
  maxSize: number | undefined,
  settings: UploadSystemSettings = {},
): number | undefined {
  const limits = [positive(maxSize), positive(settings.sysMaxSingleUploadSize)].filter(
    (n): n is number => n !== undefined,
  );
  return limits.length ? Math.min(...limits) : undefined;
}

function passesAccept(fileName: string, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  return isFormatAllowed(fileName, { sysFormatWhitesEnable: true, sysFormatWhites: accept.join(',') });
}

/**
 * Checks a selection before upload (spec 8). Returns one entry per file, in order: `undefined`
 * when the file may upload, else its issue. Checked per file in this order: count over
 * `maxCount`, size over the single-file limit, forbidden type, running total over
 * `totalMaxSize`, zero size. Rejected files take no count or size from the ones after them.
 */
export function checkFiles(
  files: readonly FileFacts[],
  options: CheckFilesOptions = {},
): (UploadIssue | undefined)[] {
  const settings = options.settings ?? {};
  const maxCount = positive(options.maxCount);
  const maxSize = effectiveMaxSize(options.maxSize, settings);
  const totalMaxSize = positive(options.totalMaxSize);
  let count = options.existing?.count ?? 0;
  let total = options.existing?.size ?? 0;

  return files.map((file) => {
    const issue = firstIssue(file);
    if (!issue) {
      count += 1;
      total += file.size;
    }
    return issue;
  });

  function firstIssue(file: FileFacts): UploadIssue | undefined {
    if (maxCount !== undefined && count >= maxCount)
      return uploadIssue(UploadErrorType.TooMany, { maxCount });
    if (maxSize !== undefined && file.size > maxSize * MB)
      return uploadIssue(UploadErrorType.TooLarge, { maxSize });
    if (!isFormatAllowed(file.name, settings) || !passesAccept(file.name, options.accept)) {
      const ext = fileExtension(file.name);
      return uploadIssue(UploadErrorType.ForbiddenType, ext ? { ext } : {});
    }
    if (totalMaxSize !== undefined && total + file.size > totalMaxSize * MB) {
      return uploadIssue(UploadErrorType.TotalTooLarge, { totalMaxSize });
    }
    if (!(file.size > 0)) return uploadIssue(UploadErrorType.ZeroSize);
    return undefined;
  }
}

/** Server codes of a refused pre-check that have their own error type (spec 4). */
const SERVER_CODE_TYPES: Readonly<Record<number, UploadErrorType>> = {
  [UploadErrorType.SecretLevelFailed]: UploadErrorType.SecretLevelFailed,
  [UploadErrorType.SensitiveWord]: UploadErrorType.SensitiveWord,
};

/**
 * What a failed upload call means for the user: lost connection or time-out is a network
 * interruption (-1), an aborted call a cancel (5), a refused answer with code 8 or 300 a
 * secret-level or sensitive-word failure, any other refusal an API error carrying the server's
 * message, and a broken answer an API error with the generic text.
 */
export function classifyUploadFailure(error: unknown): UploadIssue {
  if (error instanceof ApiError) {
    switch (error.kind) {
      case 'network':
      case 'timeout':
        return uploadIssue(UploadErrorType.NetworkInterrupted);
      case 'aborted':
        return uploadIssue(UploadErrorType.Cancelled);
      case 'server': {
        const typed = error.details.code === undefined ? undefined : SERVER_CODE_TYPES[error.details.code];
        if (typed !== undefined) return uploadIssue(typed);
        return { type: UploadErrorType.ApiError, message: error.message || t('upload.error.failed') };
      }
      default:
        return uploadIssue(UploadErrorType.ApiError);
    }
  }
  return { type: UploadErrorType.ApiError, message: t('upload.error.failed') };
}

const RETRYABLE: ReadonlySet<UploadErrorType> = new Set<UploadErrorType>([
  UploadErrorType.Cancelled,
  UploadErrorType.NetworkInterrupted,
  UploadErrorType.ApiError,
  UploadErrorType.ChecksumReadFailed,
]);

/** Failures a retry may cure: cancel, network, API and read errors. Checks and refusals fail again. */
export function isRetryable(type: UploadErrorType): boolean {
  return RETRYABLE.has(type);
}

/** True when the entry's options list offers `key` (as a string or a record's id, key or type). */
export function hasFileOption(entry: Pick<FileEntry, 'options'>, key: string): boolean {
  return (entry.options ?? []).some(
    (option) =>
      option === key ||
      (isRecord(option) && (option.id === key || option.key === key || option.type === key)),
  );
}

/**
 * spec 6: a file downloads when the download option is offered, it is not banned, its
 * `fileStatus` is not 1 or 2, and the format lists allow its name.
 */
export function canDownloadFile(entry: FileEntry, settings: UploadFormatSettings): boolean {
  const status = asNumber(entry.fileStatus, 0);
  return (
    hasFileOption(entry, 'download') &&
    entry.ban !== true &&
    status !== 1 &&
    status !== 2 &&
    isFormatAllowed(entry.name, settings)
  );
}

/** spec 7: `api`, or `papi` for login-free pages, followed by `/app` on mobile. */
export function apiPrefix({ mobile = false, loginFree = false }: FileUrlFlags = {}): string {
  return (loginFree ? 'papi' : 'api') + (mobile ? '/app' : '');
}

/** spec 7: fills a file URL template's `{api}` and `{fileId}`. */
export function fileUrl(
  template: string,
  { fileId = '', ...flags }: FileUrlFlags & { fileId?: string },
): string {
  return template.replaceAll('{api}', apiPrefix(flags)).replaceAll('{fileId}', encodeURIComponent(fileId));
}

/** spec 5: items whose secret level is below the form's are dropped; items without a level stay. */
export function dropBelowSecretLevel<T extends { secretLevel?: number | null }>(
  items: readonly T[],
  formSecretLevel: number | null | undefined,
): T[] {
  if (typeof formSecretLevel !== 'number' || !Number.isFinite(formSecretLevel)) return [...items];
  return items.filter((item) => typeof item.secretLevel !== 'number' || item.secretLevel >= formSecretLevel);
}

/** How many upload requests a file of `size` bytes takes (at least one, so an empty file still arrives). */
export function chunkCount(size: number, chunkSize: number): number {
  return Math.max(1, Math.ceil(size / chunkSize));
}

/** Byte range `[start, end)` of chunk `index`. */
export function chunkRange(index: number, size: number, chunkSize: number): [number, number] {
  const start = index * chunkSize;
  return [start, Math.min(size, start + chunkSize)];
}

/**
 * The chunk to send next: the first the server lacks. When it has them all but has not
 * assembled the file (a failed assembly), the last one is sent again to make it try once more.
 */
export function nextChunkToSend(count: number, confirmed: readonly number[]): number {
  const have = new Set(confirmed);
  for (let index = 0; index < count; index += 1) if (!have.has(index)) return index;
  return count - 1;
}

/** Bytes of the file the server has confirmed. */
export function confirmedBytes(confirmed: readonly number[], size: number, chunkSize: number): number {
  const count = chunkCount(size, chunkSize);
  return [...new Set(confirmed)]
    .filter((index) => Number.isInteger(index) && index >= 0 && index < count)
    .reduce((sum, index) => {
      const [start, end] = chunkRange(index, size, chunkSize);
      return sum + (end - start);
    }, 0);
}

/** Whole percent of `part` in `whole`, 0..100 (100 for an empty whole). */
export function percentOf(part: number, whole: number): number {
  if (!(whole > 0)) return 100;
  return Math.max(0, Math.min(100, Math.floor((part / whole) * 100)));
}
