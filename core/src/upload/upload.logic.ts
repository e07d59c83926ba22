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
import { IMAGE_EXTENSIONS, formatGroupExtensions, type FormatGroup } from './upload.formats.logic';

export { IMAGE_EXTENSIONS };

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
  batchDownload: '/{api}/file/batch/asynchronous/downloadByFileIds',
  batchDownloadPercent: '/{api}/file/batchDownloadPercent',
  appeal: '/{api}/file/appeal/file/{fileId}',
  editUrl: '/{api}/file/getEditUrlWithAuth',
  editSecretLevels: '/{api}/file/fileEditSecLevels',
  remoteDownload: '/{api}/file/remotedownload/{fileId}/upload/true',
  baseUpload: '/{api}/file/base/upload/{fileId}',
  businessDownload: '/{api}/file/business/dl?fileId={fileId}',
  docOfFile: '/{api}/file/getInfoByRefOrDoc',
  docNames: '/{api}/doc/folders/queryDocName',
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
 * Characters a name can carry that show nothing, as Unicode defines them: controls (Cc), format
 * characters (Cf: zero-width, bidirectional marks, BOM, tags) and every default-ignorable code
 * point (variation selectors, Hangul and Mongolian fillers, U+034F ...). A property, not a list,
 * so no ignorable character is forgotten; the fake backend's re-check strips the same class.
 */
const IGNORABLE_IN_NAME = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** `text` up to the first of `marks`. */
function cutAt(text: string, marks: readonly string[]): string {
  const at = Math.min(...marks.map((mark) => text.indexOf(mark)).filter((index) => index >= 0));
  return Number.isFinite(at) ? text.slice(0, at) : text;
}

/**
 * The name a server's file system ends up with, the one to judge: NFKC (fullwidth `ｐｈｐ` is
 * `php`), cut at a NUL or a literal `%00` (C servers stop there), invisible and control characters
 * removed, an NTFS stream suffix (`::$DATA`, `:name:$DATA`) dropped, and trailing dots and spaces
 * trimmed as Windows does.
 */
export function normalizeFileName(fileName: string): string {
  const cut = cutAt(String(fileName).normalize('NFKC'), ['\u0000', '%00']);
  const shown = cut.replace(IGNORABLE_IN_NAME, '');
  return trimWindows(shown.replace(/:[^:]*:\$[A-Za-z_]*$/, ''));
}

const trimWindows = (name: string) => name.replace(/[.\s]+$/, '').trim();

/**
 * The names a server may store for `fileName`: the normalised one, and where a colon is left, the
 * part before it too (NTFS writes the rest to a stream of that file). A name passes only if all do.
 */
function storedNames(fileName: string): string[] {
  const name = normalizeFileName(fileName);
  const colon = name.indexOf(':');
  return colon < 0 ? [name] : [name, trimWindows(name.slice(0, colon))];
}

/**
 * The dot-separated parts after the base name. A dotfile's (`.htaccess`, `..exe`, `.tar.gz`) are
 * the parts after its leading dots: its extension is the part after the dot. `hidden` reads a
 * dotfile as a hidden file instead (the leading dots and the next part are its base name).
 */
function nameParts(name: string, hidden = false): string[] {
  const lower = name.toLowerCase();
  const bare = lower.replace(/^\.+/, '');
  const parts = bare.split('.');
  return (bare === lower || hidden ? parts.slice(1) : parts).filter((part) => part !== '');
}

/** Every extension a stored name ends with, shortest first ("a.tar.gz": gz, tar.gz). */
function extensionsOfParts(parts: readonly string[]): string[] {
  return parts.map((_, index) => parts.slice(parts.length - 1 - index).join('.'));
}

/**
 * The ways a server may read a stored name's extensions. A dotfile is read both ways servers do:
 * as a name whose extension is the part after the dot (`.htaccess` is an "htaccess" file) and as a
 * hidden file (`.jpg` has no extension, `.a.jpg` is a jpg); a name must pass the format lists under
 * every reading.
 */
function extensionReadings(name: string): string[][] {
  const own = extensionsOfParts(nameParts(name));
  return name.startsWith('.') ? [own, extensionsOfParts(nameParts(name, true))] : [own];
}

/**
 * The lower-case extension of a file name, or '' when it has none, judged on the
 * {@link normalizeFileName normalised} name: "a.EXE. " and "a.php%00.jpg" are "exe" and "php" files,
 * and a dotfile's extension is the part after its dot (".htaccess" and "..exe" are "htaccess" and
 * "exe" files).
 */
export function fileExtension(fileName: string): string {
  return nameParts(normalizeFileName(fileName)).at(-1)?.trim() ?? '';
}

/** Every extension a name ends with, shortest first: "a.tar.gz" ends with "gz" and "tar.gz". */
export function fileExtensions(fileName: string): string[] {
  return extensionsOfParts(nameParts(normalizeFileName(fileName)));
}

const ALL = '*';

/** An extension list of the setting ("pdf; .DOCX, *.txt, tar.gz") as lower-case extensions; `*` and `*.*` become "*". */
export function parseFormatList(list: string | readonly string[] | null | undefined): string[] {
  if (!list) return [];
  const text = typeof list === 'string' ? list : list.join(',');
  return text
    .normalize('NFKC')
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

/** A list setting, or `undefined` when it is there but unreadable (neither text nor a list of texts). */
function readList(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return parseFormatList(value);
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string'))
    return parseFormatList(value);
  return undefined;
}

const TRUE_WORDS: ReadonlySet<string> = new Set(['1', 'true', 't', 'y', 'yes', 'on']);
const FALSE_WORDS: ReadonlySet<string> = new Set(['', '0', 'false', 'f', 'n', 'no', 'off']);

/**
 * A settings flag as servers send it: booleans, 1/0 and their texts in any case ('TRUE', 'y',
 * 'yes', 'on' / 'false', 'n', 'off' ...). Absent is off; `undefined` means unreadable.
 */
export function readFlag(flag: unknown): boolean | undefined {
  if (flag === true || flag === 1) return true;
  if (flag === false || flag === 0 || flag === null || flag === undefined) return false;
  if (typeof flag !== 'string') return undefined;
  const word = flag.normalize('NFKC').trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

/** A flag that is on: true-ish values only (an unreadable one is off). */
export function isOn(flag: unknown): boolean {
  return readFlag(flag) === true;
}

/** Whether the white list rules: on when the flag says so, and when the flag is unreadable (fail closed). */
export function whiteListOn(settings: UploadFormatSettings): boolean {
  return readFlag(settings.sysFormatWhitesEnable) ?? true;
}

/**
 * spec 5, judged on the normalised name: with the white list on, only names ending in a listed
 * extension pass (`*` or `*.*` lets all through, and a name with no extension passes only then);
 * otherwise a name ending in a listed extension is blocked (`*` or `*.*` blocks all). Entries may
 * have several parts (`tar.gz`). An unreadable flag or list fails closed: the white list rules,
 * an unreadable white list passes nothing and an unreadable black list blocks all.
 */
export function isFormatAllowed(fileName: string, settings: UploadFormatSettings): boolean {
  return forbiddenExtension(fileName, settings) === undefined;
}

/** `undefined` when the format lists allow the name; else the extension to name in the refusal ('' when none). */
function forbiddenExtension(fileName: string, settings: UploadFormatSettings): string | undefined {
  for (const name of storedNames(fileName)) {
    const ext = forbiddenExtensionOf(name, settings);
    if (ext !== undefined) return ext;
  }
  return undefined;
}

function forbiddenExtensionOf(name: string, settings: UploadFormatSettings): string | undefined {
  for (const extensions of extensionReadings(name)) {
    const ext = forbiddenAmong(extensions, settings);
    if (ext !== undefined) return ext;
  }
  return undefined;
}

function forbiddenAmong(extensions: readonly string[], settings: UploadFormatSettings): string | undefined {
  const last = extensions[0] ?? '';
  if (whiteListOn(settings)) {
    const whites = readList(settings.sysFormatWhites) ?? [];
    if (whites.includes(ALL) || extensions.some((ext) => whites.includes(ext))) return undefined;
    return last;
  }
  const blacks = readList(settings.sysFormatBlacks) ?? [ALL];
  if (blacks.includes(ALL)) return last;
  return extensions.find((ext) => blacks.includes(ext));
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
  /** spec 9: same-format groups the field allows (word, excel, images ...), added to `accept`. */
  formats?: readonly FormatGroup[];
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

function refusedByAccept(fileName: string, accept: readonly string[] | undefined): string | undefined {
  if (!accept || accept.length === 0) return undefined;
  return forbiddenExtension(fileName, { sysFormatWhitesEnable: true, sysFormatWhites: accept });
}

/**
 * Checks a selection before upload (spec 8). Returns one entry per file, in order: `undefined`
 * when the file may upload, else its issue. A selection that would take the field over
 * `maxCount` is refused whole: every file gets the count issue and none is added. Otherwise each
 * file is checked in this order: size over the single-file limit, forbidden type, running total
 * over `totalMaxSize`, zero size. Rejected files take no size from the ones after them.
 */
export function checkFiles(
  files: readonly FileFacts[],
  options: CheckFilesOptions = {},
): (UploadIssue | undefined)[] {
  const settings = options.settings ?? {};
  const maxCount = positive(options.maxCount);
  const maxSize = effectiveMaxSize(options.maxSize, settings);
  const totalMaxSize = positive(options.totalMaxSize);
  const count = options.existing?.count ?? 0;
  let total = options.existing?.size ?? 0;

  if (maxCount !== undefined && count + files.length > maxCount) {
    return files.map(() => uploadIssue(UploadErrorType.TooMany, { maxCount }));
  }
  return files.map((file) => {
    const issue = firstIssue(file);
    if (!issue) total += file.size;
    return issue;
  });

  function firstIssue(file: FileFacts): UploadIssue | undefined {
    if (maxSize !== undefined && file.size > maxSize * MB)
      return uploadIssue(UploadErrorType.TooLarge, { maxSize });
    const ext = forbiddenExtension(file.name, settings) ?? refusedByAccept(file.name, options.accept);
    if (ext !== undefined) return uploadIssue(UploadErrorType.ForbiddenType, ext ? { ext } : {});
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

// spec 5: the one secret-level drop rule, shared with related records (it lives with the secret levels,
// in a module that loads no messages, so each feature still registers only its own texts)
export { dropBelowSecretLevel } from '../shared/secret-level-filter';

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

/**
 * The field's limits with the image list's default (spec 5: images only unless it says otherwise)
 * and its format groups (spec 9) folded into `accept`.
 */
export function fieldLimits(field: { limits?: UploadLimits; imagesOnly?: boolean }): UploadLimits {
  const limits = field.limits ?? {};
  const grouped = formatGroupExtensions(limits.formats ?? []);
  const own = limits.accept ?? (field.imagesOnly && grouped.length === 0 ? IMAGE_EXTENSIONS : []);
  const accept = [...new Set([...own, ...grouped])];
  return accept.length > 0 ? { ...limits, accept } : limits;
}
