export {
  VIEWER_ROTATE_STEP,
  VIEWER_ZOOM,
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
  imageViewerMachine,
  type ImageViewerContext,
  type ImageViewerEvent,
  type ImageViewerMachine,
} from './image-viewer.machine';
export { connectImageViewer, type ImageViewerView } from './image-viewer.connect';
export { imageViewerTexts } from './messages';
