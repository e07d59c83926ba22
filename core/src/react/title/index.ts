export { useTitle, type TitleSkinProps, type UseTitleProps } from './use-title';
