export { useShowMessage } from './use-feedback';
