export {
  useImagePreview,
  useImageViewer,
  useListImagePreview,
  type ImagePreview,
  type ImageViewerProps,
  type ImageViewerState,
  type ListImagePreview,
} from './use-image-viewer';
