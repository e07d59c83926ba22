export { useQuickMenu, type QuickMenuState } from './use-quick-menu';
