export { useRate, type RateApi, type UseRateProps } from './use-rate';
