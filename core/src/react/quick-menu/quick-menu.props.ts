import type { QuickMenuAction } from '../../quick-menu';

/** Props of both skins' `QuickMenu`. */
export interface QuickMenuProps {
  actions: readonly QuickMenuAction[];
  onAction: (key: string) => void;
}
