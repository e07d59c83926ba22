import { defineTranslation } from '../../define';
import type { imageCropMessages } from '../image-crop';

export const imageCropMessagesEnUS = defineTranslation<typeof imageCropMessages>({
  'image-crop.title': 'Image cropper',
  'image-crop.pick': 'Choose an image',
  'image-crop.repick': 'Choose another',
  'image-crop.zoom': 'Zoom',
  'image-crop.zoomIn': 'Zoom in',
  'image-crop.zoomOut': 'Zoom out',
  'image-crop.rotateLeft': 'Rotate left',
  'image-crop.rotateRight': 'Rotate right',
  'image-crop.confirm': 'Crop',
  'image-crop.cancel': 'Cancel',
  'image-crop.edit': 'Crop again',
  'image-crop.exporting': 'Making the image…',
  'image-crop.empty': 'Choose an image to crop',
  'image-crop.hint': 'Drag to move, scroll or pinch to zoom',
  'image-crop.done': 'Cropped ({size} KB)',
  'image-crop.result': 'Cropped image',
  'image-crop.retry': 'Retry',
  'image-crop.error.type': 'Only image files can be chosen',
  'image-crop.error.size': 'The image must not exceed {max} MB',
  'image-crop.error.load': 'The image cannot be opened; choose another one',
  'image-crop.error.export': 'The image could not be made; retry',
});
