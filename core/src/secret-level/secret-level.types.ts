// Secret (classification) levels (spec 3 "Secret-level option", spec 5, spec 6).
import type { SecretLevelOption } from '../upload/upload.machine';

export type { SecretLevelOption };

/** A record's or file's secret level and its validity period (spec 3). */
export interface SecretLevelValue {
  /** The level (an option id); absent, null or -999 means none chosen. */
  secretLevel?: number | null;
  /** The validity (secret) period, free text checked by spec 5. */
  secretLevelValidity?: string | null;
}

/** Which levels an option filter keeps around `level` (spec 5). */
export type SecretLevelFilterMode = 'atOrBelow' | 'atOrAbove';

/** spec 5: a level filter; without a level every (not canceled) option stays. */
export interface SecretLevelFilter {
  level?: number | null;
  mode?: SecretLevelFilterMode;
}

/** spec 5: how a secret-level field is checked. */
export interface SecretLevelRules {
  /** A chosen level needs its validity period. */
  required?: boolean;
  /** The validity period's format (a RegExp or its source); without it, a purely numeric period is refused. */
  pattern?: RegExp | string | null;
}
