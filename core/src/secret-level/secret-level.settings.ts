// What the server says about a secret-level field (spec 7): the module's validity-period rules
// (`querySecelInfo`), the person's own level (`getResourceInfo4Component`) and, for attachments, the
// classification settings (`getAttSetting`). Host props still win over each of them.
import { isRecord } from '../shared/guards';
import { hasSecretLevel } from './secret-level.logic';
import type { SecretLevelFilter, SecretLevelInfo, SecretLevelRules } from './secret-level.types';

/** spec 7 `getAttSetting`, read field by field. */
export interface AttachmentSecretSetting {
  /** Attachments are classified at all. */
  enabled: boolean;
  /** The level a new attachment starts from. */
  defaultSecretLevel?: number;
  /** The user may change an attachment's level. */
  editSecretLevel: boolean;
  /** An attachment's level needs its validity period. */
  validityRequired?: boolean;
}

/** The server's settings of one secret-level field, merged from the three calls. */
export interface SecretLevelSettings {
  /** A chosen level needs its validity period. */
  required?: boolean;
  /** The validity period's format (a RegExp source). */
  pattern?: string;
  /** The person's own level: nothing above it may be chosen. */
  personLevel?: number;
  /** False when the level may not be changed (attachments). */
  editable?: boolean;
  /** The level to start from instead of the option marked isDefault (attachments). */
  defaultLevel?: number;
}

const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

const level = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && /^-?\d{1,6}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && hasSecretLevel(n) ? n : undefined;
};

/** Reads a `getResourceInfo4Component` answer: the person's level, if it names one. */
export function parseResourceLevel(data: unknown): number | undefined {
  return isRecord(data) ? level(data.secretLevel ?? data.secLevel) : undefined;
}

/** Reads a `getAttSetting` answer; anything unknown counts as "not set". */
export function parseAttachmentSetting(data: unknown): AttachmentSecretSetting {
  const raw = isRecord(data) ? data : {};
  const setting: AttachmentSecretSetting = {
    enabled: flag(raw.enabled ?? raw.open),
    editSecretLevel: raw.editSecretLevel === undefined ? true : flag(raw.editSecretLevel),
  };
  const fallback = level(raw.defaultSecretLevel);
  if (fallback !== undefined) setting.defaultSecretLevel = fallback;
  if (raw.validityRequired !== undefined) setting.validityRequired = flag(raw.validityRequired);
  return setting;
}

/**
 * Merges what the calls answered (each may be missing: a failed call counts as unsaid). The
 * attachment setting, when read, speaks for an attachment's field before the module's info.
 */
export function secretLevelSettings(parts: {
  info?: SecretLevelInfo;
  personLevel?: number;
  attachment?: AttachmentSecretSetting;
}): SecretLevelSettings {
  const { info, personLevel, attachment } = parts;
  const settings: SecretLevelSettings = {};
  if (info?.enabled) {
    settings.required = info.required;
    if (info.pattern) settings.pattern = info.pattern;
  }
  if (personLevel !== undefined) settings.personLevel = personLevel;
  if (attachment?.enabled) {
    if (attachment.validityRequired !== undefined) settings.required = attachment.validityRequired;
    settings.editable = attachment.editSecretLevel;
    if (attachment.defaultSecretLevel !== undefined) settings.defaultLevel = attachment.defaultSecretLevel;
  }
  return settings;
}

/** What the host set on the field; `undefined` leaves the server's word. */
export interface SecretLevelHostRules {
  rules: SecretLevelRules;
  filter: SecretLevelFilter;
  readOnly: boolean;
}

/**
 * The field's effective rules: each host prop wins when given (`required`, `pattern`, a filter
 * with a level, `readOnly`); otherwise the server's setting; a person's own level keeps the
 * levels at or below it.
 */
export function effectiveSecretRules(
  host: SecretLevelHostRules,
  server: SecretLevelSettings,
): SecretLevelHostRules {
  const rules: SecretLevelRules = {
    required: host.rules.required ?? server.required,
    pattern: host.rules.pattern ?? server.pattern,
  };
  const filter: SecretLevelFilter = hasSecretLevel(host.filter.level)
    ? host.filter
    : server.personLevel !== undefined
      ? { level: server.personLevel, mode: 'atOrBelow' }
      : host.filter;
  return { rules, filter, readOnly: host.readOnly || server.editable === false };
}
