export {
  VIEWER_ROTATE_STEP,
  VIEWER_ZOOM,
  imagePreviewUrl,
  openImagePreview,
  previewableImages,
  viewerImages,
  viewerKeyAction,
  withImagePreviewFormat,
  type ImagePreviewer,
  type ViewerImage,
  type ViewerKeyAction,
} from './image-viewer.logic';
export {
  pickImagePreviewer,
  registerImagePreviewer,
  registeredImagePreviewer,
  type ImagePreviewerRegistration,
} from './image-viewer.registry';
export {
  imageViewerMachine,
  type ImageViewerContext,
  type ImageViewerEvent,
  type ImageViewerMachine,
} from './image-viewer.machine';
export { connectImageViewer, type ImageViewerView } from './image-viewer.connect';
export { imageViewerTexts } from './messages';
