// Rules of spec 9 "Uploads" that depend on what a file is: the same-format groups (accept filters,
// online edit), image compression (compress type 1) and the minimum iOS version of mobile uploads.
// No import from upload.logic: it reads these lists while it loads.

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

/** spec 9: the same-format groups a field may accept. */
export const FORMAT_GROUPS = [
  'word',
  'excel',
  'images',
  'video',
  'audio',
  'presentation',
  'archives',
] as const;
/** One of {@link FORMAT_GROUPS}. */
export type FormatGroup = (typeof FORMAT_GROUPS)[number];

/**
 * The extensions of each group. The spec names the groups only; the lists are the formats office
 * suites and phones write (WPS's wps/et/dps beside Microsoft's, HEIC photos, AMR voice notes).
 */
export const FORMAT_GROUP_EXTENSIONS: Readonly<Record<FormatGroup, readonly string[]>> = {
  word: ['doc', 'docx', 'docm', 'dot', 'dotx', 'wps', 'wpt', 'rtf', 'odt'],
  excel: ['xls', 'xlsx', 'xlsm', 'xlsb', 'xlt', 'xltx', 'et', 'ett', 'csv', 'ods'],
  images: [...IMAGE_EXTENSIONS, 'heic', 'heif'],
  video: ['mp4', 'mov', 'm4v', 'avi', 'wmv', 'flv', 'mkv', 'webm', '3gp', 'mpeg', 'mpg'],
  audio: ['mp3', 'wav', 'aac', 'm4a', 'flac', 'ogg', 'oga', 'amr', 'wma', 'opus'],
  presentation: ['ppt', 'pptx', 'pptm', 'pps', 'ppsx', 'pot', 'potx', 'dps', 'dpt', 'odp', 'key'],
  archives: ['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'tar.gz', 'bz2', 'xz'],
};

/** The extensions of the given groups, in group order, without repeats; unknown names are skipped. */
export function formatGroupExtensions(groups: readonly string[]): string[] {
  const known = groups.filter((group): group is FormatGroup => Object.hasOwn(FORMAT_GROUP_EXTENSIONS, group));
  return [...new Set(known.flatMap((group) => FORMAT_GROUP_EXTENSIONS[group]))];
}

/** The group of a lower-case extension (`fileExtension`'s answer); `undefined` for none. */
export function formatGroupOf(ext: string): FormatGroup | undefined {
  return ext ? FORMAT_GROUPS.find((group) => FORMAT_GROUP_EXTENSIONS[group].includes(ext)) : undefined;
}

/** Documents an office editor opens online (`getEditUrlWithAuth`): word, excel and presentation files. */
const ONLINE_EDIT_GROUPS: ReadonlySet<FormatGroup> = new Set<FormatGroup>(['word', 'excel', 'presentation']);

/** True for an extension an online editor opens: word, excel and presentation files (not csv). */
export function isOnlineEditable(ext: string): boolean {
  const group = formatGroupOf(ext);
  return group !== undefined && ONLINE_EDIT_GROUPS.has(group) && ext !== 'csv';
}

/** spec 9: compress type 1 compresses images before upload; 0 (or anything else) sends them as picked. */
export const COMPRESS_TYPE_IMAGE = 1;

/** spec 9: the compress type of a field: the host's, else 1 on mobile (the spec's mobile constant) and 0 on desktop. */
export function compressTypeOf(compressType: number | undefined, mobile: boolean | undefined): number {
  return compressType ?? (mobile ? COMPRESS_TYPE_IMAGE : 0);
}

/** The longest edge, in px, of an image compressed before upload (a phone photo's 4032 px becomes 1920). */
export const COMPRESS_MAX_EDGE = 1920;
/** Images smaller than this (bytes) are sent as picked: too little to win. */
export const COMPRESS_MIN_BYTES = 200 * 1024;
/** The quality a compressed JPEG or WebP is written with. */
export const COMPRESS_QUALITY = 0.8;

/** How to compress an image: the type to write it as, and the quality of a lossy type. */
export interface CompressionPlan {
  mimeType: 'image/jpeg' | 'image/webp' | 'image/png';
  /** 0..1 for JPEG and WebP; absent for PNG (only made smaller). */
  quality?: number;
  maxEdge: number;
}

/**
 * How a picked file (by its lower-case extension) is compressed under `compressType` (spec 9), or `undefined` to send it as it
 * is. Only type 1 compresses, and only images of {@link COMPRESS_MIN_BYTES} or more. Photos (JPEG, WebP) are written again in their own type at
 * {@link COMPRESS_QUALITY}; PNG keeps its type (and its transparency) and is only made smaller;
 * GIF (animation), BMP, TIFF, HEIC and other files are left alone, so the name the user picked
 * always tells the truth about the content.
 */
export function compressionPlan(
  ext: string,
  size: number,
  compressType: number | undefined,
): CompressionPlan | undefined {
  if (compressType !== COMPRESS_TYPE_IMAGE || !(size >= COMPRESS_MIN_BYTES)) return undefined;
  if (ext === 'jpg' || ext === 'jpeg')
    return { mimeType: 'image/jpeg', quality: COMPRESS_QUALITY, maxEdge: COMPRESS_MAX_EDGE };
  if (ext === 'webp')
    return { mimeType: 'image/webp', quality: COMPRESS_QUALITY, maxEdge: COMPRESS_MAX_EDGE };
  if (ext === 'png') return { mimeType: 'image/png', maxEdge: COMPRESS_MAX_EDGE };
  return undefined;
}

/** The size an image of `width` × `height` is drawn at so its longest edge is at most `maxEdge` (never larger). */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (!(longest > maxEdge)) return { width, height };
  const scale = maxEdge / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** spec 9: the oldest iOS a mobile upload supports. */
export const MIN_IOS_VERSION = '15.0';

/**
 * The iOS version of an iPhone, iPad or iPod user agent ("CPU iPhone OS 14_8 like Mac OS X" is
 * [14, 8]); `undefined` for other systems. iPadOS 13+ in desktop mode says "Macintosh" and is not
 * recognised, nor needs to be: those versions all pass the check of 15.0 once updated from 13/14.
 */
export function iosVersion(userAgent: string | undefined): [number, number] | undefined {
  if (!userAgent || !/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return undefined;
  const match = /\bOS (\d+)(?:[_.](\d+))?/.exec(userAgent);
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2] ?? 0)];
}

/** spec 9: false on an iOS below {@link MIN_IOS_VERSION}; true elsewhere (and when the version is unknown). */
export function meetsMinimumIos(userAgent: string | undefined): boolean {
  const version = iosVersion(userAgent);
  if (!version) return true;
  const [major, minor] = MIN_IOS_VERSION.split('.').map(Number) as [number, number];
  return version[0] > major || (version[0] === major && version[1] >= minor);
}
