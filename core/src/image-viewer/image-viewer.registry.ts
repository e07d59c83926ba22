// spec 8: a host registers its own image previewer (the desktop client's photo view, the mobile
// app's image preview) once; every preview of the skins (image viewer, upload, rich text) asks
// `pickImagePreviewer` which one runs, and `openImagePreview` falls back to the built-in viewer
// when that one's check or run fails.
import type { Platform } from '../shared/platform';
import type { ImagePreviewer } from './image-viewer.logic';

/** Where a registered previewer applies: one skin, or both when left out. */
export interface ImagePreviewerRegistration {
  platform?: Platform;
}

interface Entry {
  previewer: ImagePreviewer;
  platform?: Platform;
}

// the latest registration wins; unregistering one uncovers the one before it
let entries: Entry[] = [];

/**
 * Registers the host's own image previewer (the desktop client's photo view with `platform:
 * 'desktop'`, the mobile app's image preview with `platform: 'mobile'`, or one for both). Answers
 * the function that removes this registration again.
 */
export function registerImagePreviewer(
  previewer: ImagePreviewer,
  registration: ImagePreviewerRegistration = {},
): () => void {
  const entry: Entry = { previewer, platform: registration.platform };
  entries = [...entries, entry];
  return () => {
    entries = entries.filter((other) => other !== entry);
  };
}

/** The previewer registered for `platform` (the latest registration), or null. */
export function registeredImagePreviewer(platform: Platform): ImagePreviewer | null {
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i];
    if (entry && (entry.platform === undefined || entry.platform === platform)) return entry.previewer;
  }
  return null;
}

/**
 * spec 8: which previewer a preview tries first: the widget's own `previewer` prop, else the one
 * the host registered for the platform; `null` as the prop asks for the built-in viewer only. The
 * built-in viewer opens when this answers null or when the answer's check or run fails
 * (`openImagePreview`).
 */
export function pickImagePreviewer(
  own: ImagePreviewer | null | undefined,
  platform: Platform,
): ImagePreviewer | null {
  return own === undefined ? registeredImagePreviewer(platform) : own;
}
