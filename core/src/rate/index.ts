// Star rating (spec 9): the smallest widget, and the example `npm run new-widget` copies.
export type { RateOptions, RateRules } from './rate.types';
export { RATE_COUNT, rateRules } from './rate.logic';
export { rateMachine, type RateInput, type RateMachine } from './rate.machine';
export { connectRate, type RateView } from './rate.connect';
export { rateTexts } from './messages';
