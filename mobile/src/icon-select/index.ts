export { IconSelector, type IconSelectorProps } from './IconSelector';
