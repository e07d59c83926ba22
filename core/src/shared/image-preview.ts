// spec 7, 8: the images a list can preview and the addresses their previews load, read by the image
// viewer, the upload list and the rich text preview.
import { safeMediaUrl } from './url-safety';

/** One image the viewer shows. */
export interface ViewerImage {
  src: string;
  /** Name read out and shown under the image. */
  name?: string;
}

/**
 * The rows of a list that can be previewed (upload rows with a safe preview address), and their
 * images for the viewer, in the same order: the viewer opens at `rows.indexOf(row)` and steps
 * through the list's other images.
 */
export function previewableImages<T extends { name: string; previewUrl?: string }>(
  list: readonly T[],
): { rows: T[]; images: ViewerImage[] } {
  const rows: T[] = [];
  const images: ViewerImage[] = [];
  for (const row of list) {
    const src = safeMediaUrl(row.previewUrl);
    if (!src) continue;
    rows.push(row);
    images.push({ src, name: row.name });
  }
  return { rows, images };
}

/** spec 7: on the mobile app shell, preview addresses carry `imgFormat=imagePreview`. */
export function withImagePreviewFormat(url: string): string {
  if (/[?&]imgFormat=/.test(url)) return url;
  const [path, hash] = url.split('#', 2) as [string, string | undefined];
  return `${path}${path.includes('?') ? '&' : '?'}imgFormat=imagePreview${hash !== undefined ? `#${hash}` : ''}`;
}

/**
 * spec 7: the address a preview of an uploaded image loads. In the mobile app shell the suite's
 * addresses carry `imgFormat=imagePreview`; `data:` and `blob:` addresses take no query and stay.
 */
export function imagePreviewUrl(url: string, appShell: boolean | undefined): string {
  return appShell && !/^\s*(data|blob):/i.test(url) ? withImagePreviewFormat(url) : url;
}
