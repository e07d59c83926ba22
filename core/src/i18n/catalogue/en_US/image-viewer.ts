import { defineTranslation } from '../../define';
import type { imageViewerMessages } from '../image-viewer';

export const imageViewerMessagesEnUS = defineTranslation<typeof imageViewerMessages>({
  'image-viewer.title': 'Image viewer',
  'image-viewer.dialog': 'Image preview',
  'image-viewer.prev': 'Previous',
  'image-viewer.next': 'Next',
  'image-viewer.zoomIn': 'Zoom in',
  'image-viewer.zoomOut': 'Zoom out',
  'image-viewer.rotate': 'Rotate',
  'image-viewer.reset': 'Reset',
  'image-viewer.close': 'Close',
  'image-viewer.counter': '{current} / {total}',
  'image-viewer.image': 'Image {current}',
  'image-viewer.keys': '←/→ switch, +/- zoom, R rotates, 0 resets, Esc closes',
  'image-viewer.open': 'Preview image {name}',
});
