import { assertEvent, assign, emit, setup } from 'xstate';
import { fitToMaxLength, inputRules } from './input.logic';
import type { InputOptions, InputRules } from './input.types';

/** What the input machine starts from: its options and its value. */
export interface InputInput extends InputOptions {
  /** Controlled value: the machine shows it and only reports edits (the host sets the next value). */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
}

export interface InputContext {
  options: InputOptions;
  rules: InputRules;
  value: string;
  /** A host holds the value: edits are reported, not kept. */
  controlled: boolean;
  /** The field was left or validated: a missing required value shows its message. */
  touched: boolean;
  /** The raw text while an input method composes (pinyin ...): shown as typed, not cut nor reported. */
  draft: string | null;
}

export type InputEvent =
  | { type: 'VALUE.CHANGE'; value: string }
  | { type: 'VALUE.COMPOSE'; value: string }
  | { type: 'VALUE.CLEAR' }
  | { type: 'VALUE.SYNC'; value: string | undefined }
  | { type: 'CONFIGURE'; options: InputOptions }
  | { type: 'BLUR' }
  | { type: 'VALIDATE' };

export type InputEmitted = { type: 'change'; value: string } | { type: 'clear' };

const editable = ({ context }: { context: InputContext }) =>
  !context.options.readOnly && !context.options.disabled;

/** A text input: cuts edits to the most length (spec 5 counting), clears, and reports both. */
export const inputMachine = setup({
  types: {
    input: {} as InputInput,
    context: {} as InputContext,
    events: {} as InputEvent,
    emitted: {} as InputEmitted,
  },
  guards: { editable },
  actions: {
    keepEdit: assign(({ context, event }) => {
      assertEvent(event, 'VALUE.CHANGE');
      return context.controlled
        ? { draft: null }
        : { draft: null, value: fitToMaxLength(event.value, context.rules.maxLength) };
    }),
    keepDraft: assign(({ event }) => {
      assertEvent(event, 'VALUE.COMPOSE');
      return { draft: event.value };
    }),
    emitChange: emit(({ context, event }) => {
      assertEvent(event, 'VALUE.CHANGE');
      return { type: 'change' as const, value: fitToMaxLength(event.value, context.rules.maxLength) };
    }),
    keepClear: assign(({ context }) => (context.controlled ? { draft: null } : { draft: null, value: '' })),
    emitCleared: emit({ type: 'change' as const, value: '' }),
    emitClear: emit({ type: 'clear' as const }),
    assignSynced: assign(({ context, event }) => {
      assertEvent(event, 'VALUE.SYNC');
      if (event.value === undefined) return { controlled: false };
      return { controlled: true, value: fitToMaxLength(event.value, context.rules.maxLength) };
    }),
    assignOptions: assign(({ context, event }) => {
      assertEvent(event, 'CONFIGURE');
      const rules = inputRules(event.options);
      return { options: event.options, rules, value: fitToMaxLength(context.value, rules.maxLength) };
    }),
    touch: assign({ touched: true }),
  },
}).createMachine({
  id: 'input',
  context: ({ input }) => {
    const { value, defaultValue, ...options } = input;
    const rules = inputRules(options);
    return {
      options,
      rules,
      controlled: value !== undefined,
      touched: false,
      draft: null,
      value: fitToMaxLength(value ?? defaultValue ?? '', rules.maxLength),
    };
  },
  on: {
    'VALUE.CHANGE': { guard: 'editable', actions: ['keepEdit', 'emitChange'] },
    // a composition is cut and reported when it ends (the skins send VALUE.CHANGE then)
    'VALUE.COMPOSE': { guard: 'editable', actions: 'keepDraft' },
    'VALUE.CLEAR': { guard: 'editable', actions: ['keepClear', 'emitCleared', 'emitClear'] },
    'VALUE.SYNC': { actions: 'assignSynced' },
    CONFIGURE: { actions: 'assignOptions' },
    BLUR: { actions: 'touch' },
    VALIDATE: { actions: 'touch' },
  },
});

/** The type of the input machine, for hosts that hold an actor of it. */
export type InputMachine = typeof inputMachine;
