export { useQuickMenu, type QuickMenuState } from './use-quick-menu';
export type { QuickMenuProps } from './quick-menu.props';
