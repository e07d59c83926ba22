export { ImageCropper, type ImageCropperProps } from './ImageCropper';
