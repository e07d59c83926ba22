import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import {
  filterSecretOptions,
  hasSecretLevel,
  SECRET_PERIOD_MAX_LENGTH,
  validateSecretLevel,
} from './secret-level.logic';
import type { SecretLevelEvent, SecretLevelMachine } from './secret-level.machine';

/** One level a skin offers. */
export interface SecretLevelOptionView {
  id: number;
  /** The option's name, marked when it is the default. */
  label: string;
  selected: boolean;
  isDefault: boolean;
}

/** What a skin shows for a secret-level field (spec 5), and what it may do. */
export interface SecretLevelView {
  status: 'loading' | 'ready';
  /** The levels that may be picked (canceled ones and those outside the filter left out). */
  options: SecretLevelOptionView[];
  /** The chosen level, or undefined. */
  secretLevel?: number;
  /** The offered levels as a select lists them. */
  choices: { value: number; label: string }[];
  /** The chosen level as a list (none or one), for selectors that take several. */
  chosenLevels: number[];
  /** The chosen level's name (also for a level no longer offered), else the none text. */
  levelText: string;
  secretLevelValidity: string;
  /** The validity period input shows once a level is chosen. */
  showValidity: boolean;
  /** Read-only: the level and, once a level is chosen, its validity period. */
  readOnlyText: string;
  /** The validity period is required (spec 5). */
  validityRequired: boolean;
  validityMaxLength: number;
  /** The spec 5 message to show under the field, translated (once the user touched it). */
  error?: string;
  /** The message key, for hosts and tests. */
  errorKey?: string;
  readOnly: boolean;
  /** No options (a failed fetch gives none, silently): the select is disabled and says so. */
  empty: boolean;
  texts: {
    title: string;
    level: string;
    validity: string;
    placeholder: string;
    validityPlaceholder: string;
    empty: string;
    loading: string;
    none: string;
  };
  pick(secretLevel: number | null): void;
  setValidity(text: string): void;
  /** Shows the message now (a form's submit). */
  validate(): void;
}

export function connectSecretLevel(
  snapshot: SnapshotFrom<SecretLevelMachine>,
  send: (event: SecretLevelEvent) => void,
  env: ConnectEnv,
): SecretLevelView {
  const { options, value, rules, filter, readOnly, touched } = snapshot.context;
  // the options are what the user waits for; the server's settings apply when they come
  const ready = snapshot.matches('ready') || snapshot.matches({ loading: { options: 'done' } });
  const secretLevel = hasSecretLevel(value.secretLevel) ? value.secretLevel : undefined;
  const offered = filterSecretOptions(options, filter);
  const errorKey = validateSecretLevel(value, rules) ?? undefined;
  const chosen = options.find((option) => option.id === secretLevel);
  const none = env.t('secret-level.none');
  const levelText = chosen?.name ?? (secretLevel === undefined ? none : String(secretLevel));
  const validity = value.secretLevelValidity ?? '';
  const labelOf = (option: (typeof offered)[number]) =>
    option.isDefault ? `${option.name} (${env.t('secret-level.default')})` : option.name;
  return {
    status: ready ? 'ready' : 'loading',
    options: offered.map((option) => ({
      id: option.id,
      label: labelOf(option),
      selected: option.id === secretLevel,
      isDefault: option.isDefault === true,
    })),
    secretLevel,
    choices: offered.map((option) => ({ value: option.id, label: labelOf(option) })),
    chosenLevels: secretLevel === undefined ? [] : [secretLevel],
    levelText,
    secretLevelValidity: validity,
    showValidity: secretLevel !== undefined,
    readOnlyText: secretLevel !== undefined && validity ? `${levelText} · ${validity}` : levelText,
    validityRequired: rules.required === true,
    validityMaxLength: SECRET_PERIOD_MAX_LENGTH,
    ...(touched && errorKey ? { error: env.t(errorKey), errorKey } : {}),
    readOnly,
    empty: ready && offered.length === 0,
    texts: {
      title: env.t('secret-level.title'),
      level: env.t('secret-level.level'),
      validity: env.t('secret-level.validity'),
      placeholder: env.t('secret-level.placeholder'),
      validityPlaceholder: env.t('secret-level.validityPlaceholder'),
      empty: env.t('secret-level.empty'),
      loading: env.t('secret-level.loading'),
      none,
    },
    pick: (next) => send({ type: 'LEVEL.PICK', secretLevel: next }),
    setValidity: (text) => send({ type: 'VALIDITY.CHANGE', secretLevelValidity: text }),
    validate: () => send({ type: 'VALIDATE' }),
  };
}
