export {
  useSignature,
  type SignaturePadLike,
  type SignaturePadProps,
  type SignaturePadState,
} from './use-signature';
