export {
  RATE_COUNT,
  connectRate,
  normalizeRateValue,
  rateRules,
  type RateOptions,
  type RateRules,
  type RateView,
} from './rate.logic';
