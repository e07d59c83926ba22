export { AnchorNav, type AnchorNavProps } from './AnchorNav';
