// spec 4 "Secret level in cards", spec 5 "Secret level", spec 9 "secret period max length".
import { testServerPattern } from '../shared/server-pattern';
import { SECRET_LEVEL_ERRORS, type SecretLevelErrorKey } from './messages';
import type {
  SecretLevelFilter,
  SecretLevelOption,
  SecretLevelRules,
  SecretLevelValue,
} from './secret-level.types';

/** spec 4: the secret level of a card before one is chosen ("no level"). */
export const INITIAL_SECRET_LEVEL = -999;

/** spec 9: the longest validity (secret) period accepted. */
export const SECRET_PERIOD_MAX_LENGTH = 50;

/** True when `level` names a chosen level: not undefined, null, -999 or a non-number. */
export function hasSecretLevel(level: number | null | undefined): level is number {
  return typeof level === 'number' && Number.isFinite(level) && level !== INITIAL_SECRET_LEVEL;
}

/**
 * spec 5: the options a user may pick: canceled ones are always left out; with a `level`, `mode`
 * `'atOrBelow'` keeps levels up to it and `'atOrAbove'` levels from it (no level keeps all).
 */
export function filterSecretOptions<T extends SecretLevelOption>(
  options: readonly T[],
  { level, mode = 'atOrBelow' }: SecretLevelFilter = {},
): T[] {
  const open = options.filter((option) => !option.canceled);
  if (!hasSecretLevel(level)) return open;
  return open.filter((option) => (mode === 'atOrAbove' ? option.id >= level : option.id <= level));
}

/** The option marked `isDefault` among those that may be picked, if any. */
export function defaultSecretOption<T extends SecretLevelOption>(options: readonly T[]): T | undefined {
  return options.find((option) => option.isDefault && !option.canceled);
}

/** How the configured pattern judges a period; `undefined` when there is none to judge by. */
function periodAgainst(
  pattern: RegExp | string | null | undefined,
  period: string,
): boolean | 'unsafe' | undefined {
  // a host's own RegExp is its code; a string comes from the server and runs only when safe
  if (pattern instanceof RegExp)
    return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')).test(period);
  if (typeof pattern !== 'string' || pattern === '') return undefined;
  const result = testServerPattern(pattern, period);
  // a malformed configured pattern checks nothing rather than refusing every period
  if (result === 'invalid') return undefined;
  return result === 'unsafe' || result === 'tooLong' ? 'unsafe' : result === 'match';
}

/**
 * spec 5: the one message for a secret-level value (a catalogue key), or null when it is valid.
 * No level (undefined, null or -999) is always valid. Otherwise, in this order: `required` and no
 * validity period; a period over 50 characters; a period not matching `pattern` (a server pattern
 * that could take too long is not run: its own message says so); with no pattern, a purely numeric
 * period.
 */
export function validateSecretLevel(
  { secretLevel, secretLevelValidity }: SecretLevelValue,
  { required = false, pattern }: SecretLevelRules = {},
): SecretLevelErrorKey | null {
  if (!hasSecretLevel(secretLevel)) return null;
  const period = typeof secretLevelValidity === 'string' ? secretLevelValidity.trim() : '';
  if (period === '') return required ? SECRET_LEVEL_ERRORS.periodRequired : null;
  if (period.length > SECRET_PERIOD_MAX_LENGTH) return SECRET_LEVEL_ERRORS.periodTooLong;
  const format = periodAgainst(pattern, period);
  if (format === 'unsafe') return SECRET_LEVEL_ERRORS.periodPatternUnsafe;
  if (format !== undefined) return format ? null : SECRET_LEVEL_ERRORS.periodFormat;
  return /^\d+$/.test(period) ? SECRET_LEVEL_ERRORS.periodDigits : null;
}

/** Reads an untrusted secret-level option (spec 3): an id and a name, else dropped. */
export function parseSecretOption(value: unknown): SecretLevelOption | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const id = typeof raw.id === 'number' ? raw.id : typeof raw.id === 'string' ? Number(raw.id) : NaN;
  if (!Number.isFinite(id) || raw.id === '') return null;
  const name =
    typeof raw.name === 'string' ? raw.name : typeof raw.label === 'string' ? raw.label : String(id);
  const flag = (field: unknown) => field === true || field === 1 || field === '1' || field === 'true';
  return { id, name, isDefault: flag(raw.isDefault), canceled: flag(raw.canceled) };
}
