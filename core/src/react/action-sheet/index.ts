export { useActionSheet } from './use-action-sheet';
export type { ActionSheetProps } from './action-sheet.props';
