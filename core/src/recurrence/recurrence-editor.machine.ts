import { assign, emit, setup } from 'xstate';
import { toRecurrenceConfig, cleanRecurrence, validateRecurrence } from './recurrence.logic';
import { applyFieldChange, defaultRecurrence } from './recurrence-editor.logic';
import { toRRule } from './recurrence.rrule';
import type {
  RecurrenceChange,
  RecurrenceEditorContext,
  RecurrenceEditorEvent,
  RecurrenceEditorInput,
} from './recurrence-editor.types';

/** Default length of the preview list. */
export const RECURRENCE_PREVIEW_COUNT = 5;

const sameRule = (a: RecurrenceEditorContext['config'], b: RecurrenceEditorContext['config']) =>
  JSON.stringify(cleanRecurrence(a)) === JSON.stringify(cleanRecurrence(b));

/**
 * The recurrence editor: one `editing` state holding the draft config. Edits are pure
 * (`applyFieldChange`); each one emits `change` with the clean config, its first message and its rule.
 * `CONFIG.REPLACE` (a controlled value from the host) only replaces a draft with a different rule, so
 * a host echoing the emitted config back does not reset what the user is typing.
 */
export const recurrenceEditorMachine = setup({
  types: {
    input: {} as RecurrenceEditorInput,
    context: {} as RecurrenceEditorContext,
    events: {} as RecurrenceEditorEvent,
    emitted: {} as RecurrenceChange,
  },
  guards: {
    differentRule: ({ context, event }) =>
      event.type === 'CONFIG.REPLACE' && !sameRule(context.config, event.config),
  },
  actions: {
    applyChange: assign({
      config: ({ context, event }) =>
        event.type === 'FIELD.CHANGE'
          ? applyFieldChange(context.config, event.field, event.value)
          : context.config,
    }),
    touch: assign({
      touched: ({ context, event }) =>
        'field' in event && !context.touched.includes(event.field)
          ? [...context.touched, event.field]
          : context.touched,
    }),
    markValidated: assign({ validated: true }),
    replaceConfig: assign({
      config: ({ context, event }) =>
        event.type === 'CONFIG.REPLACE' ? toRecurrenceConfig(event.config) : context.config,
    }),
    emitChange: emit(({ context }): RecurrenceChange => {
      const config = cleanRecurrence(context.config);
      const error = validateRecurrence(config);
      return { type: 'change', config, error, rrule: error ? null : toRRule(config) };
    }),
  },
}).createMachine({
  id: 'recurrenceEditor',
  context: ({ input }) => ({
    config: input.config ? toRecurrenceConfig(input.config) : defaultRecurrence(input.now()),
    touched: [],
    validated: false,
    now: input.now,
    previewCount: input.previewCount ?? RECURRENCE_PREVIEW_COUNT,
    workDays: input.workDays,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'FIELD.CHANGE': { actions: ['applyChange', 'touch', 'emitChange'] },
        'FIELD.BLUR': { actions: 'touch' },
        'EDITOR.VALIDATE': { actions: 'markValidated' },
        'CONFIG.REPLACE': { guard: 'differentRule', actions: 'replaceConfig' },
      },
    },
  },
});
