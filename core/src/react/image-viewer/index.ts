export { useImageViewer, type ImageViewerProps, type ImageViewerState } from './use-image-viewer';
