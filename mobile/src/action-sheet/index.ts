export { ActionSheet, type ActionSheetProps } from './ActionSheet';
