export { cropImageToDataUrl } from './crop-image';
