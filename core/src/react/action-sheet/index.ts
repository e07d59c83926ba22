export { useActionSheet } from './use-action-sheet';
