import type { ActionSheetItemView, ActionSheetOptions } from '../../action-sheet';

/** Props of both skins' `ActionSheet`. */
export interface ActionSheetProps extends ActionSheetOptions {
  open: boolean;
  /** The chosen action (its key and what it showed); the sheet closes after it. */
  onSelect: (key: string, item: ActionSheetItemView) => void;
  onClose: () => void;
}
