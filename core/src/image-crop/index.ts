export {
  CROPPER_DEFAULTS,
  CROP_ROTATE_STEP,
  CROP_ZOOM,
  base64SizeKB,
  checkCropInput,
  cropInputProblem,
  cropMessageShown,
  normalizeRotation,
  rotatedSize,
  type CropArea,
  type CropInputFile,
  type CropInputProblem,
  type CropperOptions,
} from './image-crop.logic';
export {
  imageCropMachine,
  type CropExportInput,
  type ImageCropContext,
  type ImageCropEmitted,
  type ImageCropError,
  type ImageCropEvent,
  type ImageCropInput,
  type ImageCropMachine,
} from './image-crop.machine';
export { imageCropActors, type ImageCropServices } from './image-crop.service';
export { connectImageCrop, type ImageCropStatus, type ImageCropView } from './image-crop.connect';
export { imageCropTexts } from './messages';
