// A secret-level field (spec 5, spec 6): the options are fetched per employee, a failed fetch gives
// no options and no message (spec 8), the value is a level plus its validity period.
import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { SECRET_LEVEL_ERRORS } from './messages';
import {
  defaultSecretOption,
  filterSecretOptions,
  hasSecretLevel,
  validateSecretLevel,
} from './secret-level.logic';
import { effectiveSecretRules, type SecretLevelSettings } from './secret-level.settings';
import type {
  SecretLevelFilter,
  SecretLevelOption,
  SecretLevelRules,
  SecretLevelValue,
} from './secret-level.types';
import { rejectUntilProvided } from '../shared/reject-until-provided';

/** What the options fetch is asked for (spec 7: `secLevel` plus the second employee id header). */
export interface SecretLevelFetchInput {
  /** The employee the levels are for (sent as the second employee id header). */
  employeeId?: string;
  /** The current level (`secLevel` parameter). */
  secLevel?: number;
  module?: string;
}

/** What the settings fetch is asked for (spec 7 `querySecelInfo`, `getResourceInfo4Component`, `getAttSetting`). */
export interface SecretLevelSettingsInput {
  module?: string;
  /** The record whose level is edited (`querySecelInfo`). */
  entityId?: string;
  /** The person whose own level caps the choice (`getResourceInfo4Component`). */
  employeeId?: string;
  /** The field classifies an attachment: `getAttSetting` is read too. */
  attachment: boolean;
}

export interface SecretLevelFieldInput extends SecretLevelRules {
  /** Controlled value: shown, and changes are only reported. */
  value?: SecretLevelValue;
  /** Initial value when uncontrolled. */
  defaultValue?: SecretLevelValue;
  /** Options given by the host: no fetch. */
  options?: readonly SecretLevelOption[];
  /** Which levels may be picked (spec 5). */
  filter?: SecretLevelFilter;
  employeeId?: string;
  module?: string;
  /** Pick the option marked isDefault when the value has no level (default true). */
  useDefault?: boolean;
  readOnly?: boolean;
  /** The record whose level is edited (sent to `querySecelInfo`). */
  entityId?: string;
  /** The field classifies an attachment: the attachment settings (`getAttSetting`) apply. */
  attachment?: boolean;
  /** Read the server's settings (default true unless read-only); host props still win. */
  serverSettings?: boolean;
}

export interface SecretLevelContext {
  options: SecretLevelOption[];
  value: SecretLevelValue;
  controlled: boolean;
  rules: SecretLevelRules;
  filter: SecretLevelFilter;
  employeeId?: string;
  module?: string;
  useDefault: boolean;
  /** The effective read-only flag (the host's, or the attachment settings forbid a change). */
  readOnly: boolean;
  /** The user changed something or asked for a check: errors show from then on. */
  touched: boolean;
  /** What the host set (`rules`, `filter`, `readOnly` are these over `server`). */
  host: { rules: SecretLevelRules; filter: SecretLevelFilter; readOnly: boolean };
  /** What the server said (empty until read, and when its calls fail). */
  server: SecretLevelSettings;
  /** The host gave the options: none are fetched. */
  hostOptions: boolean;
  entityId?: string;
  attachment: boolean;
  serverSettings: boolean;
}

export type SecretLevelEvent =
  | {
      type: 'LEVEL.PICK';
      secretLevel: number | null;
      /** The field's own starting pick (the default level): no message shows for it yet. */
      initial?: boolean;
    }
  | { type: 'VALIDITY.CHANGE'; secretLevelValidity: string }
  | { type: 'VALUE.SYNC'; value: SecretLevelValue | undefined }
  | { type: 'CONFIGURE'; rules: SecretLevelRules; filter?: SecretLevelFilter; readOnly?: boolean }
  | { type: 'VALIDATE' }
  | { type: 'RELOAD'; employeeId?: string }
  /** The host gave new levels (renamed, as after a language switch); fetched levels stay as fetched. */
  | { type: 'OPTIONS.SYNC'; options: readonly SecretLevelOption[] };

/** `change`: the new value and its spec 5 message (a catalogue key), or null. */
export type SecretLevelEmitted = {
  type: 'change';
  value: SecretLevelValue;
  error: (typeof SECRET_LEVEL_ERRORS)[keyof typeof SECRET_LEVEL_ERRORS] | null;
};

// IO: each rejects until provided (the feature's service.ts gives the real actors, tests fakes)
const unprovidedActors = {
  fetchOptions: fromPromise<SecretLevelOption[], SecretLevelFetchInput>(rejectUntilProvided('fetchOptions')),
  fetchSettings: fromPromise<SecretLevelSettings, SecretLevelSettingsInput>(
    rejectUntilProvided('fetchSettings'),
  ),
};

const withHost = (host: SecretLevelContext['host'], server: SecretLevelSettings) => ({
  host,
  server,
  ...effectiveSecretRules(host, server),
});

const normalized = (value: SecretLevelValue | undefined): SecretLevelValue => ({
  secretLevel: hasSecretLevel(value?.secretLevel) ? value?.secretLevel : undefined,
  secretLevelValidity: typeof value?.secretLevelValidity === 'string' ? value.secretLevelValidity : '',
});

/** A level plus validity field over per-employee options. */
export const secretLevelMachine = setup({
  types: {
    input: {} as SecretLevelFieldInput,
    context: {} as SecretLevelContext,
    events: {} as SecretLevelEvent,
    emitted: {} as SecretLevelEmitted,
  },
  actors: unprovidedActors,
  actions: {
    keepValue: assign(({ context, event }, next: SecretLevelValue) => {
      // the user did nothing yet when the field picks its default level
      const touched = context.touched || !(event.type === 'LEVEL.PICK' && event.initial === true);
      return context.controlled ? { touched } : { value: next, touched };
    }),
    report: emit(({ context }, next: SecretLevelValue) => ({
      type: 'change' as const,
      value: next,
      error: validateSecretLevel(next, context.rules),
    })),
  },
}).createMachine({
  id: 'secret-level',
  context: ({ input }) => ({
    options: [...(input.options ?? [])],
    value: normalized(input.value ?? input.defaultValue),
    controlled: input.value !== undefined,
    employeeId: input.employeeId,
    module: input.module,
    useDefault: input.useDefault ?? true,
    touched: false,
    hostOptions: (input.options ?? []).length > 0,
    entityId: input.entityId,
    attachment: input.attachment === true,
    serverSettings: input.serverSettings ?? input.readOnly !== true,
    ...withHost(
      {
        rules: { required: input.required, pattern: input.pattern },
        filter: input.filter ?? {},
        readOnly: input.readOnly ?? false,
      },
      {},
    ),
  }),
  initial: 'loading',
  states: {
    // the options (unless the host gave them) and the server's settings are read side by side
    loading: {
      type: 'parallel',
      onDone: 'ready',
      states: {
        options: {
          initial: 'start',
          states: {
            start: {
              always: [
                { guard: ({ context }) => context.hostOptions, target: 'done' },
                { target: 'fetching' },
              ],
            },
            fetching: {
              invoke: {
                src: 'fetchOptions',
                input: ({ context }) => ({
                  employeeId: context.employeeId,
                  module: context.module,
                  secLevel: hasSecretLevel(context.value.secretLevel) ? context.value.secretLevel : undefined,
                }),
                onDone: { target: 'done', actions: assign({ options: ({ event }) => event.output }) },
                // spec 8: a failed fetch gives empty options, silently
                onError: { target: 'done', actions: assign({ options: [] }) },
              },
            },
            done: { type: 'final' },
          },
        },
        settings: {
          initial: 'start',
          states: {
            start: {
              always: [
                { guard: ({ context }) => context.serverSettings, target: 'fetching' },
                { target: 'done' },
              ],
            },
            fetching: {
              invoke: {
                src: 'fetchSettings',
                input: ({ context }) => ({
                  module: context.module,
                  entityId: context.entityId,
                  employeeId: context.employeeId,
                  attachment: context.attachment,
                }),
                onDone: {
                  target: 'done',
                  actions: assign(({ context, event }) => withHost(context.host, event.output)),
                },
                // the server said nothing: the host's rules alone apply
                onError: 'done',
              },
            },
            done: { type: 'final' },
          },
        },
      },
    },
    ready: {
      // spec 3: a value without a level starts from the attachment setting's default level, or
      // the option marked isDefault
      entry: enqueueActions(({ context, enqueue }) => {
        if (!context.useDefault || context.readOnly || hasSecretLevel(context.value.secretLevel)) return;
        const offered = filterSecretOptions(context.options, context.filter);
        const fallback =
          offered.find((option) => option.id === context.server.defaultLevel) ?? defaultSecretOption(offered);
        if (fallback) enqueue.raise({ type: 'LEVEL.PICK', secretLevel: fallback.id, initial: true });
      }),
      on: {
        RELOAD: {
          target: 'loading',
          actions: assign({
            employeeId: ({ context, event }) => event.employeeId ?? context.employeeId,
          }),
        },
      },
    },
  },
  on: {
    'LEVEL.PICK': {
      guard: ({ context }) => !context.readOnly,
      actions: [
        {
          type: 'keepValue',
          params: ({ context, event }) => ({
            ...context.value,
            secretLevel: hasSecretLevel(event.secretLevel) ? event.secretLevel : undefined,
          }),
        },
        {
          type: 'report',
          params: ({ context, event }) => ({
            ...context.value,
            secretLevel: hasSecretLevel(event.secretLevel) ? event.secretLevel : undefined,
          }),
        },
      ],
    },
    'VALIDITY.CHANGE': {
      guard: ({ context }) => !context.readOnly,
      actions: [
        {
          type: 'keepValue',
          params: ({ context, event }) => ({
            ...context.value,
            secretLevelValidity: event.secretLevelValidity,
          }),
        },
        {
          type: 'report',
          params: ({ context, event }) => ({
            ...context.value,
            secretLevelValidity: event.secretLevelValidity,
          }),
        },
      ],
    },
    'VALUE.SYNC': {
      actions: assign(({ event }) => {
        assertEvent(event, 'VALUE.SYNC');
        return event.value === undefined
          ? { controlled: false }
          : { controlled: true, value: normalized(event.value) };
      }),
    },
    CONFIGURE: {
      actions: assign(({ context, event }) =>
        withHost(
          {
            rules: event.rules,
            filter: event.filter ?? context.host.filter,
            readOnly: event.readOnly ?? context.host.readOnly,
          },
          context.server,
        ),
      ),
    },
    VALIDATE: { actions: assign({ touched: true }) },
    'OPTIONS.SYNC': {
      guard: ({ context, event }) => context.hostOptions && event.options.length > 0,
      actions: assign(({ event }) => {
        assertEvent(event, 'OPTIONS.SYNC');
        return { options: [...event.options] };
      }),
    },
  },
});

export type SecretLevelMachine = typeof secretLevelMachine;
