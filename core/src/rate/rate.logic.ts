import { STAR_COUNT } from '../shared/star-count';
import type { RateOptions, RateRules } from './rate.types';

/** spec 9: rate count 5 (the kernel's star count); half stars on desktop, off on mobile. */
export const RATE_COUNT = STAR_COUNT;

export function rateRules(options: RateOptions): RateRules {
  const count =
    Number.isInteger(options.count) && (options.count ?? 0) > 0 ? (options.count as number) : RATE_COUNT;
  return { count, allowHalf: options.allowHalf ?? options.platform === 'desktop' };
}

/** Clamps to 0..count and rounds to whole (or half) stars; anything not a number is 0. */
export function normalizeRateValue(value: unknown, rules: RateRules): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : Number(value);
  if (!Number.isFinite(n) || n <= 0) return 0;
  const step = rules.allowHalf ? 0.5 : 1;
  return Math.min(rules.count, Math.round(n / step) * step);
}
