export {
  useImageViewer,
  useListImagePreview,
  type ImageViewerProps,
  type ImageViewerState,
  type ListImagePreview,
} from './use-image-viewer';
