export { useRate, type RateApi, type RateSkinProps, type UseRateProps } from './use-rate';
