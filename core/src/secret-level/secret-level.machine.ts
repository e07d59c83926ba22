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
import type {
  SecretLevelFilter,
  SecretLevelOption,
  SecretLevelRules,
  SecretLevelValue,
} from './secret-level.types';

/** What the options fetch is asked for (spec 7: `secLevel` plus the second employee id header). */
export interface SecretLevelFetchInput {
  /** The employee the levels are for (sent as the second employee id header). */
  employeeId?: string;
  /** The current level (`secLevel` parameter). */
  secLevel?: number;
  module?: string;
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
  readOnly: boolean;
  /** The user changed something or asked for a check: errors show from then on. */
  touched: boolean;
}

export type SecretLevelEvent =
  | { type: 'LEVEL.PICK'; secretLevel: number | null }
  | { type: 'VALIDITY.CHANGE'; secretLevelValidity: string }
  | { type: 'VALUE.SYNC'; value: SecretLevelValue | undefined }
  | { type: 'CONFIGURE'; rules: SecretLevelRules; filter?: SecretLevelFilter; readOnly?: boolean }
  | { type: 'VALIDATE' }
  | { type: 'RELOAD'; employeeId?: string };

/** `change`: the new value and its spec 5 message (a catalogue key), or null. */
export type SecretLevelEmitted = {
  type: 'change';
  value: SecretLevelValue;
  error: (typeof SECRET_LEVEL_ERRORS)[keyof typeof SECRET_LEVEL_ERRORS] | null;
};

const rejectUntilProvided = (name: string) => () => Promise.reject(new Error(`provide the ${name} actor`));

/** IO actors of the secret-level field: hooks provide them over `createSecretLevelApi`, tests give fakes. */
export const secretLevelActors = {
  fetchOptions: fromPromise<SecretLevelOption[], SecretLevelFetchInput>(rejectUntilProvided('fetchOptions')),
};

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
  actors: secretLevelActors,
  actions: {
    keepValue: assign(({ context }, next: SecretLevelValue) =>
      context.controlled ? { touched: true } : { value: next, touched: true },
    ),
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
    rules: { required: input.required, pattern: input.pattern },
    filter: input.filter ?? {},
    employeeId: input.employeeId,
    module: input.module,
    useDefault: input.useDefault ?? true,
    readOnly: input.readOnly ?? false,
    touched: false,
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: ({ context }) => context.options.length > 0, target: 'ready' },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        src: 'fetchOptions',
        input: ({ context }) => ({
          employeeId: context.employeeId,
          module: context.module,
          secLevel: hasSecretLevel(context.value.secretLevel) ? context.value.secretLevel : undefined,
        }),
        onDone: { target: 'ready', actions: assign({ options: ({ event }) => event.output }) },
        // spec 8: a failed fetch gives empty options, silently
        onError: { target: 'ready', actions: assign({ options: [] }) },
      },
    },
    ready: {
      // spec 3: a value without a level starts from the option marked isDefault
      entry: enqueueActions(({ context, enqueue }) => {
        if (!context.useDefault || context.readOnly || hasSecretLevel(context.value.secretLevel)) return;
        const fallback = defaultSecretOption(filterSecretOptions(context.options, context.filter));
        if (fallback) enqueue.raise({ type: 'LEVEL.PICK', secretLevel: fallback.id });
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
      actions: assign(({ context, event }) => ({
        rules: event.rules,
        filter: event.filter ?? context.filter,
        readOnly: event.readOnly ?? context.readOnly,
      })),
    },
    VALIDATE: { actions: assign({ touched: true }) },
  },
});

export type SecretLevelMachine = typeof secretLevelMachine;
