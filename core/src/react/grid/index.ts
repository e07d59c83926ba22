export { useGrid } from './use-grid';
