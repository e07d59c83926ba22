export { SignaturePad, type SignaturePadProps } from './SignaturePad';
