import type { Platform } from '../shared/platform';

/** How a rating control is set up. */
export interface RateOptions {
  platform: Platform;
  /** Number of stars (default 5). */
  count?: number;
  /** Half stars; defaults to on for desktop and off for mobile (spec 9). */
  allowHalf?: boolean;
}

/** The rules a rating follows once its options are read. */
export interface RateRules {
  count: number;
  allowHalf: boolean;
}
