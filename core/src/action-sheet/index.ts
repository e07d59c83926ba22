export {
  ACTION_SHEET_PER_ROW,
  SHARE_TARGETS,
  actionSheetItems,
  actionSheetView,
  shareTargetItems,
  type ActionSheetForm,
  type ActionSheetItem,
  type ActionSheetItemView,
  type ActionSheetLayout,
  type ActionSheetOptions,
  type ActionSheetView,
  type ShareTarget,
} from './action-sheet.logic';
export { actionSheetTexts } from './messages';
