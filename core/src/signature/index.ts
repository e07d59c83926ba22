export {
  SIGNATURE_PEN_COLORS,
  SIGNATURE_PEN_WIDTHS,
  SIGNATURE_ROW_HEIGHT,
  isSignatureEmpty,
  safePenColor,
  signatureCanvasPoint,
  signatureRotation,
  signatureToSvg,
  svgDataUrl,
  undoStroke,
  type SignaturePen,
  type SignaturePoint,
  type SignatureRotation,
  type SignatureStroke,
} from './signature.logic';
export {
  signatureMachine,
  type SignatureContext,
  type SignatureEmitted,
  type SignatureEvent,
  type SignatureFormat,
  type SignatureInput,
  type SignatureMachine,
} from './signature.machine';
export { signatureActors, type SignatureServices } from './signature.service';
export { connectSignature, type SignatureView } from './signature.connect';
export { signatureTexts } from './messages';
