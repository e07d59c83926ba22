import { t } from './messages';
import type { Platform } from '../shared/platform';

/** spec 9: rate count 5; half stars on desktop, off on mobile. */
export const RATE_COUNT = 5;

export interface RateOptions {
  platform: Platform;
  /** Number of stars (default 5). */
  count?: number;
  /** Half stars; defaults to on for desktop and off for mobile (spec 9). */
  allowHalf?: boolean;
}

export interface RateRules {
  count: number;
  allowHalf: boolean;
}

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

/** What a skin shows for a rating. */
export interface RateView extends RateRules {
  value: number;
  /** Accessible and visible text, e.g. "3 / 5 星". */
  label: string;
  /** Title of the whole control. */
  title: string;
}

export function connectRate(value: number, rules: RateRules): RateView {
  return {
    ...rules,
    value,
    title: t('rate.label'),
    label: value > 0 ? t('rate.value', { value, count: rules.count }) : t('rate.unrated'),
  };
}
