export { useRate, type RateSkinProps, type UseRateProps } from './use-rate';
