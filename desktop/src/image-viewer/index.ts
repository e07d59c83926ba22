export { ImageViewer, type ImageViewerProps } from './ImageViewer';
