// Rules of the file endpoints that bring a file in another way than a picked file, or reach a file
// through what it belongs to (spec 7): remote download (`remotedownload/{fileId}/upload/true`), base
// upload (`base/upload/{fileId}`), business download (`business/dl`), and the document a referenced
// file comes from (`getInfoByRefOrDoc`, `doc/folders/queryDocName`). The spec names the paths only;
// the payloads and answers below are the suite's, and every answer is read as untrusted.
import { base64SizeKB } from '../shared/base64-size';
import { safeUrl } from '../shared/url-safety';
import { asString, isRecord } from '../shared/guards';
import type { UploadSystemSettings } from './upload.types';

/** An address a remote download may fetch: absolute http(s), accepted by `safeUrl`, with a host. */
export function remoteUrlOf(input: string): string | undefined {
  const text = input.trim();
  const safe = safeUrl(text);
  if (!safe || !/^https?:\/\//i.test(safe)) return undefined;
  try {
    const url = new URL(safe);
    if (!url.hostname || url.username || url.password) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

/** Why an address cannot be fetched: `'empty'`, `'unsafe'` (not absolute http(s), or carries credentials), or `undefined`. */
export function remoteUrlProblem(input: string): 'empty' | 'unsafe' | undefined {
  if (!input.trim()) return 'empty';
  return remoteUrlOf(input) ? undefined : 'unsafe';
}

/** The longest address the suite sends (the fake backend refuses longer ones too). */
export const REMOTE_URL_MAX = 2000;

/**
 * The key a remote download or base upload names in its path (`{fileId}`): made by the client, so
 * a retried call names the same key and the server stores the file once.
 */
export function sourceKey(random: () => string = defaultRandom): string {
  return `src-${random()}`.replace(/[^\w-]/g, '').slice(0, 64);
}

function defaultRandom(): string {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (crypto?.randomUUID) return crypto.randomUUID();
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** A key as the server accepts it in a path. */
export const SOURCE_KEY = /^[\w-]{8,64}$/;

/** Image types a base upload carries (pasted or captured pictures). */
export const BASE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** spec 9: the image upload's largest size is 2 (read as MB); base64 sizes are computed in KB. */
export const BASE_UPLOAD_MAX_KB = 2 * 1024;

/** A data URL split into what a base upload sends. */
export interface Base64Image {
  contentType: (typeof BASE_UPLOAD_TYPES)[number];
  /** The base64 text, without the `data:...;base64,` head. */
  base64: string;
  /** spec 9: the decoded size, in KB. */
  sizeKB: number;
}

/** Reads a `data:image/...;base64,` URL; `undefined` for another type, a broken text or an empty picture. */
export function parseImageDataUrl(dataUrl: string): Base64Image | undefined {
  const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl.trim());
  if (!match) return undefined;
  const contentType = match[1]?.toLowerCase() as Base64Image['contentType'];
  const base64 = match[2] ?? '';
  if (!BASE_UPLOAD_TYPES.includes(contentType) || base64.length % 4 !== 0) return undefined;
  // spec 9: the decoded size in KB (as the image cropper counts it; its module is not loaded for this)
  const sizeKB = base64SizeKB(base64);
  return sizeKB > 0 ? { contentType, base64, sizeKB } : undefined;
}

/** The most a base upload may carry in KB: 2 MB, or less when the system setting says so. */
export function baseUploadLimitKB(settings: UploadSystemSettings = {}): number {
  const system = settings.sysMaxSingleUploadSize ?? 0;
  return system > 0 ? Math.min(BASE_UPLOAD_MAX_KB, system * 1024) : BASE_UPLOAD_MAX_KB;
}

/** Why a picture cannot go by base upload: `'type'`, `'tooLarge'`, or `undefined` when it can. */
export function base64ImageProblem(
  dataUrl: string,
  settings: UploadSystemSettings = {},
): 'type' | 'tooLarge' | undefined {
  const image = parseImageDataUrl(dataUrl);
  if (!image) return 'type';
  return image.sizeKB > baseUploadLimitKB(settings) ? 'tooLarge' : undefined;
}

/** The record a file belongs to: its download goes through `business/dl`, which checks the caller may see that record. */
export interface BusinessRef {
  /** The module of the record (`document`, `task` ...). */
  module: string;
  /** The record's id. */
  businessId: string;
}

/** A business reference as the server accepts it: short word-like texts. */
export function isBusinessRef(value: unknown): value is BusinessRef {
  return (
    isRecord(value) &&
    typeof value.module === 'string' &&
    /^[\w-]{1,64}$/.test(value.module) &&
    typeof value.businessId === 'string' &&
    /^[\w-]{1,64}$/.test(value.businessId)
  );
}

/** The document a referenced file comes from, as `getInfoByRefOrDoc` and `queryDocName` answer. */
export interface DocReference {
  docId: string;
  /** The document's name. */
  name?: string;
  /** The folder that holds it. */
  folderName?: string;
}

const idOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : asString(value);

/** Keeps a name to plain text of at most 200 characters; `undefined` when there is none. */
function nameOf(value: unknown): string | undefined {
  const text = asString(value)
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return text ? [...text].slice(0, 200).join('') : undefined;
}

/** Reads an untrusted `getInfoByRefOrDoc` answer: `{ docId, name?, folderName? }` (or `{ doc: {...} }`). */
export function parseDocReference(data: unknown): DocReference | undefined {
  const record = isRecord(data) && isRecord(data.doc) ? data.doc : data;
  if (!isRecord(record)) return undefined;
  const docId = idOf(record.docId ?? record.id);
  if (!docId) return undefined;
  const ref: DocReference = { docId };
  const name = nameOf(record.docName ?? record.name);
  if (name) ref.name = name;
  const folderName = nameOf(record.folderName);
  if (folderName) ref.folderName = folderName;
  return ref;
}

/** Reads an untrusted `queryDocName` answer: a list of `{ docId | id, name, folderName }`; entries without an id go. */
export function parseDocNames(data: unknown): DocReference[] {
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.list) ? data.list : [];
  return list.flatMap((item) => {
    const ref = parseDocReference(item);
    return ref ? [ref] : [];
  });
}

/** The most documents one `queryDocName` call names (the fake backend refuses more). */
export const DOC_NAMES_MAX = 50;

/**
 * The key under which a held file's document is looked up: its reference (`refId`) first, else
 * the document id it names (`docId`); `undefined` for a file that comes from no document. Two
 * files of one reference share one lookup.
 */
export function docLookupKey(file: { refId?: string; docId?: string } | undefined): string | undefined {
  if (file?.refId) return `ref:${file.refId}`;
  if (file?.docId) return `doc:${file.docId}`;
  return undefined;
}

/**
 * Where the lookup of a file's document stands: on its way, answered (`doc` absent when the
 * server knows no document for it), or failed with the reason to show.
 */
export type DocLookup =
  { status: 'loading' } | { status: 'ready'; doc?: DocReference } | { status: 'failed'; message: string };

/**
 * A file's document, whole: `getInfoByRefOrDoc` finds it by the file's reference or document id;
 * when that answer lacks the name or the folder, `doc/folders/queryDocName` completes it (a
 * failure of the second call keeps what the first gave).
 */
export async function resolveDocReference(
  calls: {
    docOfFile(
      ref: { refId?: string; docId?: string },
      signal?: AbortSignal,
    ): Promise<DocReference | undefined>;
    docNames(docIds: readonly string[], signal?: AbortSignal): Promise<DocReference[]>;
  },
  ref: { refId?: string; docId?: string },
  signal?: AbortSignal,
): Promise<DocReference | undefined> {
  const lookup = ref.refId ? { refId: ref.refId } : ref.docId ? { docId: ref.docId } : undefined;
  if (!lookup) return undefined;
  const doc = await calls.docOfFile(lookup, signal);
  if (!doc || (doc.name && doc.folderName)) return doc;
  const named = await calls.docNames([doc.docId], signal).catch(() => []);
  const found = named.find((candidate) => candidate.docId === doc.docId);
  const whole: DocReference = { docId: doc.docId };
  const name = doc.name ?? found?.name;
  if (name) whole.name = name;
  const folderName = doc.folderName ?? found?.folderName;
  if (folderName) whole.folderName = folderName;
  return whole;
}
