// The rate feature's internals, for its own tests and benchmarks: not part of the public surface
// (`index.ts`), and free to change.
export { normalizeRateValue } from './rate.logic';
export { type RateContext, type RateEmitted, type RateEvent } from './rate.machine';
