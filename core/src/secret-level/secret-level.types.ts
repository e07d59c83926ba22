// Secret (classification) levels (spec 3 "Secret-level option", spec 5, spec 6).
/** A secret level users can pick (spec 3, "secret-level option"). */
export interface SecretLevelOption {
  id: number;
  name: string;
  isDefault?: boolean;
  canceled?: boolean;
}

/** What `querySecelInfo` answers: whether levels apply and how the validity period is checked. */
export interface SecretLevelInfo {
  /** Secret levels are switched on for the module. */
  enabled: boolean;
  /** A chosen level needs its validity period. */
  required: boolean;
  /** The validity period's format (a RegExp source), if configured. */
  pattern?: string;
  secretLevel?: number;
  secretLevelValidity?: string;
}

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
