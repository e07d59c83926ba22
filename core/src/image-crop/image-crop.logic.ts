// Rules of the image cropper (spec 5, 9): ratio 1, images only, base64 webp out, 2 MB in.
import { t } from './messages';

/** How a cropper takes and gives images. */
export interface CropperOptions {
  /** Width over height of the crop box. */
  aspect: number;
  /** The file picker's accept list (`image/*`, `.png`, `image/png` ...). */
  accept: string;
  /** MIME type of the data URL the cropper gives. */
  outputType: string;
  /** Largest picked file, in MB (1 MB = 1024 × 1024 bytes). */
  maxSizeMB: number;
}

/** spec 9: cropper ratio 1, accept image/*, base64 webp; spec 5: upload max size 2. */
export const CROPPER_DEFAULTS: Readonly<CropperOptions> = Object.freeze({
  aspect: 1,
  accept: 'image/*',
  outputType: 'image/webp',
  maxSizeMB: 2,
});

/** What the cropper knows of a picked file. */
export interface CropInputFile {
  name: string;
  type: string;
  size: number;
}

function accepts(accept: string, file: CropInputFile): boolean {
  const entries = accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return true;
  const type = (file.type || '').toLowerCase();
  const name = (file.name || '').toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** Why the cropper refuses a file: not an accepted type, or past `max` MB. */
export type CropInputProblem = { code: 'type' } | { code: 'size'; max: number };

/** The reason the cropper refuses `file`, or null (see `checkCropInput`). */
export function cropInputProblem(
  file: CropInputFile,
  options: Partial<CropperOptions> = {},
): CropInputProblem | null {
  const { accept, maxSizeMB } = { ...CROPPER_DEFAULTS, ...options };
  if (!accepts(accept, file) || !(file.size >= 0)) return { code: 'type' };
  if (file.size > maxSizeMB * 1024 * 1024) return { code: 'size', max: maxSizeMB };
  return null;
}

/**
 * Whether the cropper may take `file`: null when it may, else the message to show. Options default
 * to `CROPPER_DEFAULTS`; a file of exactly `maxSizeMB` × 1024 × 1024 bytes is allowed.
 */
export function checkCropInput(file: CropInputFile, options: Partial<CropperOptions> = {}): string | null {
  const problem = cropInputProblem(file, options);
  if (!problem) return null;
  return problem.code === 'size'
    ? t('image-crop.error.size', { max: problem.max })
    : t('image-crop.error.type');
}

export { base64SizeKB } from '../shared/base64-size';

/** A rectangle in pixels of the source image. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The size of the box that holds a `width` × `height` image turned by `rotation` degrees. */
export function rotatedSize(
  width: number,
  height: number,
  rotation: number,
): { width: number; height: number } {
  const rad = (rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  return { width: Math.round(width * cos + height * sin), height: Math.round(width * sin + height * cos) };
}

/** Zoom limits and steps of the cropper. */
export const CROP_ZOOM = { min: 1, max: 3, step: 0.1 } as const;
/** Degrees one rotate button turns. */
export const CROP_ROTATE_STEP = 90;

/** A rotation normalised to [0, 360). */
export function normalizeRotation(rotation: number): number {
  return ((Math.round(rotation) % 360) + 360) % 360;
}

/** spec 5: a success message shows unless `triggerMessage` is false; errors always show. */
export function cropMessageShown(kind: 'success' | 'error', triggerMessage = true): boolean {
  return kind === 'error' || triggerMessage !== false;
}
