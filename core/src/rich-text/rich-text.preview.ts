// spec 8: a click on an image of the text previews it with the image viewer (the host's previewer
// first), stepping through the document's other images.
import { imagePreviewUrl, previewableImages, type ViewerImage } from '../shared/image-preview';
import type { RichTextImage } from './rich-text.types';

function collectImages(nodes: readonly unknown[], into: RichTextImage[]): RichTextImage[] {
  for (const node of nodes) {
    if (typeof node !== 'object' || node === null) continue;
    const element = node as { type?: unknown; url?: unknown; children?: unknown };
    if (element.type === 'image' && typeof element.url === 'string') into.push(node as RichTextImage);
    else if (Array.isArray(element.children)) collectImages(element.children, into);
  }
  return into;
}

/**
 * The images of a document that can be previewed (safe addresses), in reading order, and their
 * viewer images: the viewer opens at `elements.indexOf(clicked)`. In the mobile app shell the
 * addresses carry `imgFormat=imagePreview` (spec 7).
 */
export function richTextPreviewImages(
  nodes: readonly unknown[],
  appShell?: boolean,
): { elements: RichTextImage[]; images: ViewerImage[] } {
  const rows = collectImages(nodes, []).map((element) => ({
    element,
    name: element.alt ?? '',
    previewUrl: imagePreviewUrl(element.url, appShell),
  }));
  const { rows: kept, images } = previewableImages(rows);
  return { elements: kept.map((row) => row.element), images };
}
