export { useImageCrop, type ImageCropperProps, type ImageCropperState } from './use-image-crop';
