export { useAnchor, type UseAnchorOptions } from './use-anchor';
