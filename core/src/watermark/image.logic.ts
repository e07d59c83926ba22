import { asString, isRecord } from '../shared/guards';

/** How to reach the watermark image (spec 7). */
export interface WatermarkImageOptions {
  /** `wmImg` as configured: a url, or a JSON form holding a file id. */
  wmImg: unknown;
  /** Mobile skin: `/api/app/file/preview`. */
  mobile?: boolean;
  /** Login-free page: `/papi/...`. */
  loginFree?: boolean;
  /** Appended as `sessionId` when given. */
  sessionId?: string | null;
}

const FILE_ID_KEYS = ['fileId', 'fileid', 'id', 'imgId'] as const;
const URL_KEYS = ['url', 'src', 'imgUrl'] as const;
const bareFileId = /^[A-Za-z0-9_-]+$/;
const safeDataImage = /^data:image\/(png|jpe?g|gif|webp|bmp|svg\+xml)[;,]/i;

type ImageRef = { fileId: string } | { url: string } | null;

function fromRecord(record: Record<string, unknown>): ImageRef {
  for (const key of FILE_ID_KEYS) {
    const value = record[key];
    if (
      (typeof value === 'string' && value.trim()) ||
      (typeof value === 'number' && Number.isFinite(value))
    ) {
      return { fileId: String(value).trim() };
    }
  }
  for (const key of URL_KEYS) {
    const value = asString(record[key]).trim();
    if (value) return { url: value };
  }
  return null;
}

function fromParsed(parsed: unknown): ImageRef {
  if (Array.isArray(parsed)) return parsed.length > 0 ? fromParsed(parsed[0]) : null;
  if (isRecord(parsed)) return fromRecord(parsed);
  if (typeof parsed === 'number' && Number.isFinite(parsed)) return { fileId: String(parsed) };
  return null;
}

function parseImageRef(wmImg: unknown): ImageRef {
  if (typeof wmImg !== 'string') return fromParsed(wmImg);
  const text = wmImg.trim();
  if (!text) return null;
  if (/^[[{]/.test(text) || /^\d+$/.test(text)) {
    try {
      return fromParsed(JSON.parse(text));
    } catch {
      return null;
    }
  }
  return bareFileId.test(text) ? { fileId: text } : { url: text };
}

/**
 * True for a url an image may be loaded from: http(s), protocol-relative, same-site paths, blob
 * and raster or svg data urls. `javascript:` and every other scheme are refused.
 */
export function isSafeImageUrl(url: string): boolean {
  // control characters and spaces inside a scheme are a classic filter bypass
  const compact = [...url].filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f).join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (!scheme) return true;
  if (scheme === 'http' || scheme === 'https' || scheme === 'blob') return true;
  return scheme === 'data' && safeDataImage.test(compact);
}

/** spec 7: the file preview address for the skin and login state. */
export function filePreviewPath(options: { mobile?: boolean; loginFree?: boolean }): string {
  return `/${options.loginFree ? 'papi' : 'api'}${options.mobile ? '/app' : ''}/file/preview`;
}

/**
 * The watermark image url (spec 7): a url in `wmImg` is used as is (unsafe schemes refused); a
 * file id from the JSON form becomes `/api/file/preview`, `/api/app/file/preview` (mobile) or
 * `/papi/file/preview` (login-free) with `fileId`, `type=redirect` and the session id when given.
 * Null when `wmImg` holds nothing usable.
 */
export function watermarkImageUrl({
  wmImg,
  mobile,
  loginFree,
  sessionId,
}: WatermarkImageOptions): string | null {
  const ref = parseImageRef(wmImg);
  if (!ref) return null;
  if ('url' in ref) return isSafeImageUrl(ref.url) ? ref.url : null;
  const query = new URLSearchParams({ fileId: ref.fileId, type: 'redirect' });
  if (sessionId) query.set('sessionId', sessionId);
  return `${filePreviewPath({ mobile, loginFree })}?${query.toString()}`;
}
