export { Rate, type RateProps } from './Rate';
