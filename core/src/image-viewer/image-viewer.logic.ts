// Rules of the image viewer (spec 8): safe addresses, zoom and rotation steps, keys, and the
// fallback from a host's own previewer (desktop client photo view, mobile app image preview) to the
// built-in viewer when its check or its run fails.
import { safeMediaUrl } from '../shared/url-safety';
import type { ViewerImage } from '../shared/image-preview';

// the preview addresses are the kernel's (the upload list and the rich text preview too): named here
// for the image viewer
export {
  imagePreviewUrl,
  previewableImages,
  withImagePreviewFormat,
  type ViewerImage,
} from '../shared/image-preview';

/** Zoom limits and step of the viewer. */
export const VIEWER_ZOOM = { min: 0.25, max: 5, step: 0.25 } as const;
/** Degrees one rotate turns. */
export const VIEWER_ROTATE_STEP = 90;

/** The images with safe addresses only (others are dropped). */
export function viewerImages(images: readonly ViewerImage[]): ViewerImage[] {
  return images.flatMap((image) => {
    const src = safeMediaUrl(image.src);
    return src ? [{ ...image, src }] : [];
  });
}

/** What a key does in an open viewer. */
export type ViewerKeyAction = 'prev' | 'next' | 'zoomIn' | 'zoomOut' | 'rotate' | 'reset' | 'close';

export function viewerKeyAction(key: string): ViewerKeyAction | null {
  switch (key) {
    case 'ArrowLeft':
      return 'prev';
    case 'ArrowRight':
      return 'next';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
      return 'zoomOut';
    case 'r':
    case 'R':
      return 'rotate';
    case '0':
      return 'reset';
    case 'Escape':
      return 'close';
    default:
      return null;
  }
}

/** A host's own image previewer (the desktop client's photo view, the mobile app's image preview). */
export interface ImagePreviewer {
  /** Whether it can run here (the client or app is present and new enough). */
  check(): boolean | Promise<boolean>;
  /** Shows the images from `index`; throws or rejects when it fails. */
  open(images: ViewerImage[], index: number): void | Promise<void>;
}

/**
 * spec 8: shows the images with the host's previewer when there is one and its check and run
 * succeed; otherwise (none, check false or failed, run failed) with the built-in viewer. Answers
 * which one showed them.
 */
export async function openImagePreview(
  images: readonly ViewerImage[],
  index: number,
  builtIn: (images: ViewerImage[], index: number) => void,
  previewer?: ImagePreviewer | null,
): Promise<'host' | 'built-in'> {
  const safe = viewerImages(images);
  const at = Math.min(Math.max(0, index), Math.max(0, safe.length - 1));
  if (previewer) {
    try {
      if (await previewer.check()) {
        await previewer.open(safe, at);
        return 'host';
      }
    } catch {
      // spec 8: a failed check or run falls back to the built-in viewer
    }
  }
  builtIn(safe, at);
  return 'built-in';
}
