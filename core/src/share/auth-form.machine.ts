import { assign, emit, fromPromise, setup } from 'xstate';
import { failureOf, type Failure } from '../http/failure';
import { saveProblemOf, type SaveProblem } from '../http/save-problem';
import type { Platform } from '../shared/platform';
import {
  authFormPayload,
  emptyAuthValues,
  needsTargets,
  SHARE_SECLEVEL_RANGE,
  validateAuthForm,
} from './share.logic';
import type { AuthFormData, AuthFormValues, ShareMatrixItem } from './share.types';

/** Input of `authFormMachine`. */
export interface AuthFormInput {
  platform: Platform;
  /** spec 4: add (default) or edit. */
  mode?: 'add' | 'edit';
  /** The share being edited (edit mode). */
  id?: string;
}

/** Errors of the form by field, as message keys. */
export type AuthFormErrors = ReturnType<typeof validateAuthForm>;

export interface AuthFormContext {
  platform: Platform;
  mode: 'add' | 'edit';
  id: string | null;
  data: AuthFormData | null;
  values: AuthFormValues;
  matrixItems: ShareMatrixItem[];
  matrixFailed: boolean;
  /** Shown once a save was tried. */
  errors: AuthFormErrors;
  submitted: boolean;
  /** Why the form did not load, or null (read for the user by connect). */
  loadError: Failure | null;
  /** Why the save did not go through, or null. */
  saveError: Failure | null;
  /** The save was refused (issue 35 item 8: not the record's owner) or stale, or null. */
  saveProblem: SaveProblem | null;
}

export type AuthFormEvent =
  | { type: 'CHANGE'; values: Partial<AuthFormValues> }
  | { type: 'SAVE' }
  | { type: 'RETRY' }
  | { type: 'MATRIX.RETRY' };

/** Emitted when the share was saved. */
export type AuthFormEmitted = { type: 'saved'; id: string | null };

const rejectUntilProvided = (name: string) => () => Promise.reject(new Error(`provide the ${name} actor`));

/** IO actors of the auth form: hooks provide them over `ShareServices`, tests give fakes. */
export const authFormActors = {
  loadForm: fromPromise<AuthFormData, { mode: 'add' | 'edit'; id: string | null }>(
    rejectUntilProvided('loadForm'),
  ),
  loadMatrixItems: fromPromise<ShareMatrixItem[], { matrixId: string }>(
    rejectUntilProvided('loadMatrixItems'),
  ),
  saveShare: fromPromise<void, { params: Record<string, unknown> }>(rejectUntilProvided('saveShare')),
};

/** The next values after a change: another target type drops the picks of the old one. */
export function changeAuthValues(values: AuthFormValues, change: Partial<AuthFormValues>): AuthFormValues {
  const next = { ...values, ...change };
  if (change.targetType !== undefined && change.targetType !== values.targetType) {
    next.targets = change.targets ?? [];
    if (!needsTargets(next.targetType)) next.targets = [];
    if (next.targetType !== 'dept' && next.targetType !== 'subcompany') next.subordinate = false;
  }
  return next;
}

/**
 * The auth form (spec 3, 4): add (default) or edit a share. Loads the form through the auth form
 * query, then the matrix items with their rule conditions; edits the target type and its picked
 * targets, the security level range, role level, position level and sub-organisations; validates and
 * saves through add (with the id when editing), emitting `saved`.
 */
export const authFormMachine = setup({
  types: {
    input: {} as AuthFormInput,
    context: {} as AuthFormContext,
    events: {} as AuthFormEvent,
    emitted: {} as AuthFormEmitted,
  },
  actors: authFormActors,
}).createMachine({
  id: 'authForm',
  context: ({ input }) => {
    const mode = input.mode === 'edit' && input.id ? 'edit' : 'add';
    return {
      platform: input.platform,
      mode,
      id: mode === 'edit' ? (input.id ?? null) : null,
      data: null,
      values: emptyAuthValues(),
      matrixItems: [],
      matrixFailed: false,
      errors: {},
      submitted: false,
      loadError: null,
      saveError: null,
      saveProblem: null,
    };
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadForm',
        input: ({ context }) => ({ mode: context.mode, id: context.id }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            data: event.output,
            values: event.output.values,
            loadError: null,
          })),
        },
        onError: {
          target: 'failure',
          actions: assign(({ event }) => ({ loadError: failureOf('load', event.error) })),
        },
      },
    },
    failure: { on: { RETRY: 'loading' } },
    editing: {
      type: 'parallel',
      states: {
        matrix: {
          initial: 'checking',
          states: {
            checking: {
              always: [
                { guard: ({ context }) => context.data?.matrixId != null, target: 'loading' },
                { target: 'ready' },
              ],
            },
            loading: {
              invoke: {
                src: 'loadMatrixItems',
                input: ({ context }) => ({ matrixId: context.data?.matrixId ?? '' }),
                onDone: {
                  target: 'ready',
                  actions: assign(({ event }) => ({ matrixItems: event.output, matrixFailed: false })),
                },
                onError: { target: 'failed', actions: assign({ matrixFailed: true }) },
              },
            },
            ready: {},
            failed: { on: { 'MATRIX.RETRY': 'loading' } },
          },
        },
        form: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                CHANGE: {
                  actions: assign(({ context, event }) => {
                    const values = changeAuthValues(context.values, event.values);
                    const range = context.data?.seclevelRange ?? SHARE_SECLEVEL_RANGE;
                    return {
                      values,
                      errors: context.submitted ? validateAuthForm(values, range) : {},
                      saveError: null,
                      saveProblem: null,
                    };
                  }),
                },
                SAVE: [
                  {
                    guard: ({ context }) =>
                      Object.keys(validateAuthForm(context.values, context.data?.seclevelRange)).length === 0,
                    target: 'saving',
                    actions: assign({ submitted: true, errors: {}, saveError: null, saveProblem: null }),
                  },
                  {
                    actions: assign(({ context }) => ({
                      submitted: true,
                      errors: validateAuthForm(context.values, context.data?.seclevelRange),
                    })),
                  },
                ],
              },
            },
            saving: {
              invoke: {
                src: 'saveShare',
                input: ({ context }) => ({
                  params: authFormPayload(context.values, context.id ?? undefined, {
                    seclevelRange: context.data?.seclevelRange ?? SHARE_SECLEVEL_RANGE,
                  }),
                }),
                onDone: {
                  target: '#authForm.saved',
                  actions: emit(({ context }) => ({ type: 'saved' as const, id: context.id })),
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ event }) => ({
                    saveError: failureOf('save', event.error),
                    saveProblem: saveProblemOf(event.error),
                  })),
                },
              },
            },
          },
        },
      },
    },
    saved: { type: 'final' },
  },
});

export type AuthFormMachine = typeof authFormMachine;
