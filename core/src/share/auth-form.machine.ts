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
import { rejectUntilProvided } from '../shared/reject-until-provided';

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
  /** The share table's version the form was loaded at, which the save names (issue 35 item 9). */
  version: number | undefined;
}

export type AuthFormEvent =
  | { type: 'CHANGE'; values: Partial<AuthFormValues> }
  | { type: 'SAVE' }
  | { type: 'RETRY' }
  | { type: 'MATRIX.RETRY' }
  /** A stale save's notice (issue 35 item 9): reload the form, save over the data, or close it. */
  | { type: 'PROBLEM.RELOAD' }
  | { type: 'PROBLEM.OVERWRITE' }
  | { type: 'PROBLEM.DISMISS' };

/** Emitted when the share was saved. */
export type AuthFormEmitted = { type: 'saved'; id: string | null };

// IO: each rejects until provided (the feature's service.ts gives the real actors, tests fakes)
const unprovidedActors = {
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
  actors: unprovidedActors,
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
      version: undefined,
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
            version: event.output.version,
            loadError: null,
            saveError: null,
            saveProblem: null,
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
                input: ({ context }) => {
                  const params = authFormPayload(context.values, context.id ?? undefined, {
                    seclevelRange: context.data?.seclevelRange ?? SHARE_SECLEVEL_RANGE,
                  });
                  return {
                    params: context.version !== undefined ? { ...params, version: context.version } : params,
                  };
                },
                onDone: {
                  target: '#authForm.saved',
                  actions: emit(({ context }) => ({ type: 'saved' as const, id: context.id })),
                },
                onError: [
                  {
                    guard: ({ event }) => saveProblemOf(event.error) === 'conflict',
                    target: 'problem',
                    actions: assign({ saveProblem: 'conflict' as const }),
                  },
                  {
                    target: 'idle',
                    actions: assign(({ event }) => ({
                      saveError: failureOf('save', event.error),
                      saveProblem: saveProblemOf(event.error),
                    })),
                  },
                ],
              },
            },
            // the share table changed in another tab or by someone else since the form was loaded
            problem: {
              on: {
                // the form as the data now is (the edits are dropped)
                'PROBLEM.RELOAD': '#authForm.loading',
                'PROBLEM.OVERWRITE': 'overwriting',
                'PROBLEM.DISMISS': { target: 'idle', actions: assign({ saveProblem: null }) },
              },
            },
            // the notice stays (busy) while the version held now is read and the save sent again
            overwriting: {
              invoke: {
                src: 'loadForm',
                input: ({ context }) => ({ mode: context.mode, id: context.id }),
                onDone: {
                  target: 'saving',
                  actions: assign(({ event }) => ({ version: event.output.version, saveProblem: null })),
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ event }) => ({
                    saveProblem: null,
                    saveError: failureOf('save', event.error),
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
