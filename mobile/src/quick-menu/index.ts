export { QuickMenu, type QuickMenuProps } from './QuickMenu';
