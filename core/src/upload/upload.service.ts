import { ApiError, createApiClient, parseEnvelope, type ApiClient } from '../http';
import { asArray, asNumber, asString, isRecord } from '../shared/guards';
import { FILE_ENDPOINTS, fileUrl, isOn, readFlag } from './upload.logic';
import {
  parseBatchProgress,
  parseBatchTask,
  parseEditUrl,
  type BatchProgress,
} from './upload.operations.logic';
import {
  DOC_NAMES_MAX,
  REMOTE_URL_MAX,
  parseDocNames,
  parseDocReference,
  parseImageDataUrl,
  remoteUrlOf,
  sourceKey,
  type DocReference,
} from './upload.sources.logic';
import type { FileUrlFlags, UploadedFile, UploadSource, UploadSystemSettings } from './upload.types';
import type { CompressionPlan } from './upload.formats.logic';

/** Extra fields a host sends with every upload call (module, source, createDoc ...). */
export type UploadParams = Record<string, string | number | boolean>;

/** What the server needs to know about the file being uploaded. */
export interface UploadTarget {
  fileName: string;
  fileSize: number;
  fileMd5: string;
  /** Bytes per upload request. */
  chunkSize: number;
  /** Number of upload requests of the whole file. */
  chunks: number;
  secretLevel?: number;
  secretLevelValidity?: string;
  params?: UploadParams;
}

/** One upload request: chunk `index` of the target, with its bytes. */
export interface ChunkRequest extends UploadTarget {
  index: number;
  body: Blob;
}

/** The server's answer to a chunk: `file` once it has assembled and verified the whole file. */
export type ChunkAnswer = { complete: false } | { complete: true; file: UploadedFile };

/** Abort signal and progress callback of a long call. `loaded` is in bytes of the call's own body. */
export interface ProgressOptions {
  signal: AbortSignal;
  onProgress(loaded: number): void;
}

/**
 * The IO an upload needs. `createUploadServices` gives all but `hashFile`, which comes from
 * `@suite-ui/core/dom` (`hashFile`) or a test fake.
 */
export interface UploadServices {
  /**
   * Compresses an image as `plan` says (spec 9 compress type 1); answers the file to send, the
   * picked one when compressing does not make it smaller. Optional: without it images go as picked.
   */
  compressImage?(file: UploadSource, plan: CompressionPlan, signal: AbortSignal): Promise<UploadSource>;
  /** The hex md5 of the file, read `chunkSize` bytes at a time. */
  hashFile(file: UploadSource, options: ProgressOptions & { chunkSize: number }): Promise<string>;
  /** Asks whether the upload may start; refusals reject with an `ApiError` (codes 8 and 300 have meaning). */
  preUploadCheck(target: UploadTarget, signal: AbortSignal): Promise<void>;
  /** Indices of the chunks the server already holds for this file. */
  chunkUpCheck(target: UploadTarget, signal: AbortSignal): Promise<number[]>;
  /** Sends one chunk. */
  sendChunk(request: ChunkRequest, options: ProgressOptions): Promise<ChunkAnswer>;
  /** Makes the freshly uploaded `uploaded` the new content of `fileId` (re-upload). */
  reUpload(fileId: string, uploaded: UploadedFile, signal: AbortSignal): Promise<UploadedFile>;
  /** Renames a file on the server; answers the updated entry. */
  renameFile(file: UploadedFile, name: string): Promise<UploadedFile>;
  /** Changes a file's secret level on the server; answers the updated entry. */
  editSecretLevel(
    file: UploadedFile,
    secretLevel: number,
    secretLevelValidity?: string,
  ): Promise<UploadedFile>;
}

/** The calls on files already held (spec 7): batch download, appeal, online edit, batch secret level. */
export interface FileOperationServices {
  /** The address of the online editor of a file, checked by `safeUrl` (`getEditUrlWithAuth`). */
  editUrl(file: UploadedFile, signal?: AbortSignal): Promise<string>;
  /** Changes the secret level of several files in one call (`fileEditSecLevels`); answers the updated entries. */
  editSecretLevels(
    files: readonly UploadedFile[],
    secretLevel: number,
    secretLevelValidity?: string,
  ): Promise<UploadedFile[]>;
  /** Starts packing `fileIds` into one archive; resolves with the task id. */
  startBatchDownload(fileIds: readonly string[], signal?: AbortSignal): Promise<string>;
  /** How far the packing of `taskId` is; the archive's file id once ready. */
  batchDownloadPercent(taskId: string, signal?: AbortSignal): Promise<BatchProgress>;
  /** Appeals the block of a file with the user's reason; answers the updated entry. */
  appealFile(file: UploadedFile, reason: string): Promise<UploadedFile>;
}

/** The calls that bring a file in without a picked file, and find the document a file comes from (spec 7). */
export interface FileSourceServices {
  /**
   * Has the server fetch `url` and store it as a new file (`remotedownload/{key}/upload/true`).
   * The address is checked first (absolute http(s), `safeUrl`); `key` names the call so a retry
   * stores the file once.
   */
  uploadFromUrl(url: string, options?: { key?: string; signal?: AbortSignal }): Promise<UploadedFile>;
  /** Stores a pasted or captured picture sent as base64 (`base/upload/{key}`). */
  uploadBase64(
    dataUrl: string,
    fileName: string,
    options?: { key?: string; signal?: AbortSignal },
  ): Promise<UploadedFile>;
  /** The document a referenced file comes from (`getInfoByRefOrDoc`, by the file's `refId` or a `docId`). */
  docOfFile(ref: { refId?: string; docId?: string }, signal?: AbortSignal): Promise<DocReference | undefined>;
  /** The names and folders of documents (`doc/folders/queryDocName`). */
  docNames(docIds: readonly string[], signal?: AbortSignal): Promise<DocReference[]>;
}

/** A multipart POST: form `fields` plus the `file` part named `fileName`. Resolves with the parsed JSON body. */
export interface MultipartRequest {
  url: string;
  fields: Record<string, string>;
  file: Blob;
  fileName: string;
  headers?: Record<string, string>;
}

/** Sends a multipart request; rejects with an `ApiError` (`network`, `aborted`, `http`, `malformed`). */
export type MultipartTransport = (request: MultipartRequest, options: ProgressOptions) => Promise<unknown>;

/** A multipart transport over `fetch` (progress only at the end); browsers get upload progress from `xhrTransport` in `@suite-ui/core/dom`. */
export function fetchMultipartTransport(
  doFetch: typeof fetch = (...args) => globalThis.fetch(...args),
): MultipartTransport {
  return async (request, { signal, onProgress }) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.fields)) form.append(name, value);
    form.append('file', request.file, request.fileName);
    let response: Response;
    try {
      response = await doFetch(request.url, {
        method: 'POST',
        body: form,
        headers: { Accept: 'application/json', ...request.headers },
        signal,
        credentials: 'same-origin',
      });
    } catch (cause) {
      if (signal.aborted) throw new ApiError('aborted', 'call aborted', { url: request.url });
      throw new ApiError('network', cause instanceof Error ? cause.message : 'network error', {
        url: request.url,
      });
    }
    if (!response.ok)
      throw new ApiError('http', `HTTP ${response.status}`, {
        url: request.url,
        httpStatus: response.status,
      });
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      // a body cut off mid-answer is a broken connection, not a broken server
      if (signal.aborted) throw new ApiError('aborted', 'call aborted', { url: request.url });
      throw new ApiError('network', 'answer interrupted', { url: request.url });
    }
    onProgress(request.file.size);
    return body;
  };
}

/** Reads a file entry out of an untrusted answer; `undefined` when it has no file id. */
export function parseUploadedFile(data: unknown): UploadedFile | undefined {
  if (!isRecord(data)) return undefined;
  const fileId = typeof data.fileId === 'number' ? String(data.fileId) : asString(data.fileId);
  if (!fileId) return undefined;
  const file: UploadedFile = {
    fileId,
    name: asString(data.name, fileId),
    size: Math.max(0, asNumber(data.size, 0)),
  };
  if (typeof data.md5 === 'string') file.md5 = data.md5;
  if (data.fileStatus !== undefined) file.fileStatus = asNumber(data.fileStatus, 0);
  if (data.type !== undefined) file.type = asNumber(data.type, 0);
  if (Array.isArray(data.options)) file.options = data.options;
  if (data.ban !== undefined) file.ban = data.ban === true;
  if (data.appealed === true) file.appealed = true;
  if (data.secretLevel !== undefined && data.secretLevel !== null)
    file.secretLevel = asNumber(data.secretLevel, 0);
  if (typeof data.secretLevelValidity === 'string') file.secretLevelValidity = data.secretLevelValidity;
  for (const key of ['refId', 'docId'] as const) {
    const id = typeof data[key] === 'number' ? String(data[key]) : asString(data[key]);
    if (/^[\w-]{1,64}$/.test(id)) file[key] = id;
  }
  return file;
}

/** The chunk indices of a `chunkUpCheck` answer, kept to integers within the file. */
export function parseUploadedChunks(data: unknown, chunks: number): number[] {
  const list = isRecord(data) ? asArray(data.uploaded) : asArray(data);
  const indices = list
    .map((value) => asNumber(value, -1))
    .filter((n) => Number.isInteger(n) && n >= 0 && n < chunks);
  return [...new Set(indices)].sort((a, b) => a - b);
}

/** A format list as text: a list of texts is joined; anything else present reads as `unreadable`. */
function formatList(value: unknown, unreadable: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return value.join(',');
  return unreadable;
}

/** The upload system setting out of an untrusted answer; unknown fields are left out. */
export function parseUploadSettings(data: unknown): UploadSystemSettings {
  if (!isRecord(data)) return {};
  const settings: UploadSystemSettings = {};
  if (data.sysMaxSingleUploadSize !== undefined)
    settings.sysMaxSingleUploadSize = asNumber(data.sysMaxSingleUploadSize, 0);
  // an unreadable flag or list fails closed: the white list rules, and a broken list lets nothing through
  if (data.sysFormatWhitesEnable !== undefined)
    settings.sysFormatWhitesEnable = readFlag(data.sysFormatWhitesEnable) ?? true;
  const whites = formatList(data.sysFormatWhites, '');
  if (whites !== undefined) settings.sysFormatWhites = whites;
  const blacks = formatList(data.sysFormatBlacks, '*');
  if (blacks !== undefined) settings.sysFormatBlacks = blacks;
  if (data.sysAppDownload !== undefined) settings.sysAppDownload = isOn(data.sysAppDownload);
  if (data.sysBatchDownload !== undefined) settings.sysBatchDownload = isOn(data.sysBatchDownload);
  if (data.sysUploadCustomMsgEnable !== undefined)
    settings.sysUploadCustomMsgEnable = isOn(data.sysUploadCustomMsgEnable);
  if (typeof data.sysUploadCustomMsg === 'string') settings.sysUploadCustomMsg = data.sysUploadCustomMsg;
  return settings;
}

export interface UploadServicesOptions {
  /** Platform flags: they choose `/api`, `/api/app` or `/papi` (spec 7). */
  flags?: FileUrlFlags;
  /** Prefix of every URL (default: same origin). */
  baseUrl?: string;
  /** Headers sent with every call. */
  headers?: Record<string, string>;
  /** fetch to use (tests, hosts with their own transport). */
  fetch?: typeof fetch;
  /** How chunks travel; default {@link fetchMultipartTransport}. */
  transport?: MultipartTransport;
  /** The JSON client; default one built from the options above. */
  client?: ApiClient;
}

function targetFields(target: UploadTarget): Record<string, string> {
  const fields: Record<string, string> = {
    fileName: target.fileName,
    fileSize: String(target.fileSize),
    fileMd5: target.fileMd5,
    chunkSize: String(target.chunkSize),
    chunks: String(target.chunks),
  };
  if (target.secretLevel !== undefined) fields.secretLevel = String(target.secretLevel);
  if (target.secretLevelValidity) fields.secretLevelValidity = target.secretLevelValidity;
  for (const [key, value] of Object.entries(target.params ?? {})) fields[key] ??= String(value);
  return fields;
}

function entryOrThrow(data: unknown, url: string): UploadedFile {
  const file = parseUploadedFile(data);
  if (!file) throw new ApiError('malformed', 'answer has no file', { url });
  return file;
}

/** The upload and file calls of spec 7 over HTTP. */
export type UploadApi = Omit<UploadServices, 'hashFile'> &
  FileOperationServices &
  FileSourceServices & {
    /** The upload system setting; fails soft to `{}` (no limits) when the call fails. */
    fetchSettings(signal?: AbortSignal): Promise<UploadSystemSettings>;
  };

/**
 * Builds the spec 7 file calls (`preUploadCheck`, `chunkUpCheck`, `module/upload`, `reUpload`,
 * `fileRename`, `fileEditSecLevel`, `fileEditSecLevels`, `getEditUrlWithAuth`, batch download, appeal).
 */
export function createUploadServices(options: UploadServicesOptions = {}): UploadApi {
  const flags = options.flags ?? {};
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const url = (template: string) => base + fileUrl(template, flags);
  const client =
    options.client ?? createApiClient({ baseUrl: base, fetch: options.fetch, headers: options.headers });
  const transport = options.transport ?? fetchMultipartTransport(options.fetch);
  const path = (template: string) => fileUrl(template, flags);

  return {
    async preUploadCheck(target, signal) {
      await client.request({
        url: path(FILE_ENDPOINTS.preUploadCheck),
        method: 'POST',
        data: targetFields(target),
        signal,
      });
    },
    async chunkUpCheck(target, signal) {
      const answer = await client.request({
        url: path(FILE_ENDPOINTS.chunkUpCheck),
        data: targetFields(target),
        signal,
      });
      return parseUploadedChunks(answer.data, target.chunks);
    },
    async sendChunk(request, progress) {
      const address = url(FILE_ENDPOINTS.upload);
      const fields = { ...targetFields(request), chunk: String(request.index) };
      const body = await transport(
        { url: address, fields, file: request.body, fileName: request.fileName, headers: options.headers },
        progress,
      );
      const envelope = parseEnvelope(body, address);
      if (!envelope.status) throw new ApiError('server', envelope.msg, { url: address, code: envelope.code });
      const file = parseUploadedFile(envelope.data);
      return file ? { complete: true, file } : { complete: false };
    },
    async reUpload(fileId, uploaded, signal) {
      const address = path(FILE_ENDPOINTS.reUpload);
      const answer = await client.request({
        url: address,
        method: 'POST',
        data: { fileId, newFileId: uploaded.fileId },
        signal,
      });
      return entryOrThrow(answer.data, address);
    },
    async renameFile(file, name) {
      const address = path(FILE_ENDPOINTS.rename);
      const answer = await client.request({
        url: address,
        method: 'POST',
        data: { fileId: file.fileId, name },
      });
      return parseUploadedFile(answer.data) ?? { ...file, name };
    },
    async editSecretLevel(file, secretLevel, secretLevelValidity) {
      const address = path(FILE_ENDPOINTS.editSecretLevel);
      const data = { fileId: file.fileId, secretLevel, secretLevelValidity };
      const answer = await client.request({ url: address, method: 'POST', data });
      return parseUploadedFile(answer.data) ?? { ...file, secretLevel, secretLevelValidity };
    },
    async startBatchDownload(fileIds, signal) {
      const address = path(FILE_ENDPOINTS.batchDownload);
      const answer = await client.request({ url: address, method: 'POST', data: { fileIds }, signal });
      const taskId = parseBatchTask(answer.data);
      if (!taskId) throw new ApiError('malformed', 'answer has no task', { url: address });
      return taskId;
    },
    async batchDownloadPercent(taskId, signal) {
      const answer = await client.request({
        url: path(FILE_ENDPOINTS.batchDownloadPercent),
        data: { taskId },
        signal,
      });
      return parseBatchProgress(answer.data);
    },
    async editUrl(file, signal) {
      const address = path(FILE_ENDPOINTS.editUrl);
      const answer = await client.request({ url: address, data: { fileId: file.fileId }, signal });
      const editor = parseEditUrl(answer.data);
      if (!editor) throw new ApiError('malformed', 'answer has no safe editor address', { url: address });
      return editor;
    },
    async editSecretLevels(files, secretLevel, secretLevelValidity) {
      const address = path(FILE_ENDPOINTS.editSecretLevels);
      const fileIds = files.map((file) => file.fileId);
      const answer = await client.request({
        url: address,
        method: 'POST',
        data: { fileIds, secretLevel, secretLevelValidity },
      });
      // entries the answer leaves out keep what was sent
      const updated = new Map(
        asArray(answer.data).flatMap((data) => {
          const file = parseUploadedFile(data);
          return file ? [[file.fileId, file] as const] : [];
        }),
      );
      return files.map((file) => updated.get(file.fileId) ?? { ...file, secretLevel, secretLevelValidity });
    },
    async appealFile(file, reason) {
      const address = fileUrl(FILE_ENDPOINTS.appeal, { ...flags, fileId: file.fileId });
      const answer = await client.request({ url: address, method: 'POST', data: { reason } });
      return parseUploadedFile(answer.data) ?? { ...file, appealed: true };
    },
    async uploadFromUrl(input, { key = sourceKey(), signal } = {}) {
      const remote = remoteUrlOf(input);
      const address = fileUrl(FILE_ENDPOINTS.remoteDownload, { ...flags, fileId: key });
      if (!remote || remote.length > REMOTE_URL_MAX)
        throw new ApiError('malformed', 'not an address that may be fetched', { url: address });
      const answer = await client.request({ url: address, method: 'POST', data: { url: remote }, signal });
      return entryOrThrow(answer.data, address);
    },
    async uploadBase64(dataUrl, fileName, { key = sourceKey(), signal } = {}) {
      const image = parseImageDataUrl(dataUrl);
      const address = fileUrl(FILE_ENDPOINTS.baseUpload, { ...flags, fileId: key });
      if (!image) throw new ApiError('malformed', 'not a base64 picture', { url: address });
      const data = { fileName, contentType: image.contentType, base64: image.base64 };
      const answer = await client.request({ url: address, method: 'POST', data, signal });
      return entryOrThrow(answer.data, address);
    },
    async docOfFile({ refId, docId }, signal) {
      const data = refId ? { refId } : docId ? { docId } : undefined;
      if (!data) return undefined;
      const answer = await client.request({ url: path(FILE_ENDPOINTS.docOfFile), data, signal });
      return parseDocReference(answer.data);
    },
    async docNames(docIds, signal) {
      const ids = [...new Set(docIds)].slice(0, DOC_NAMES_MAX);
      if (ids.length === 0) return [];
      const answer = await client.request({
        url: path(FILE_ENDPOINTS.docNames),
        data: { docIds: ids.join(',') },
        signal,
      });
      const wanted = new Set(ids);
      return parseDocNames(answer.data).filter((doc) => wanted.has(doc.docId));
    },
    async fetchSettings(signal) {
      try {
        const answer = await client.request({ url: path(FILE_ENDPOINTS.settings), signal });
        return parseUploadSettings(answer.data);
      } catch {
        return {};
      }
    },
  };
}
