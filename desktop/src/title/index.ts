export { Title, type TitleProps } from './Title';
