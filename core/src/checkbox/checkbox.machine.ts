import { assertEvent, assign, emit, setup } from 'xstate';
import { knownChecked, toggleCheckbox } from './checkbox.logic';
import type { CheckboxOptions } from './checkbox.types';

/** What the check box group machine starts from: its options and its value. */
export interface CheckboxInput extends CheckboxOptions {
  /** Controlled ticked values: the machine shows them and only reports ticks. */
  value?: readonly string[];
  /** Initial ticked values when uncontrolled. */
  defaultValue?: readonly string[];
}

export interface CheckboxContext {
  options: CheckboxOptions;
  checked: string[];
  controlled: boolean;
  /** A box was ticked or the group validated: a missing required tick shows its message. */
  touched: boolean;
}

export type CheckboxEvent =
  | { type: 'TOGGLE'; value: string }
  | { type: 'VALUE.SYNC'; value: readonly string[] | undefined }
  | { type: 'CONFIGURE'; options: CheckboxOptions }
  | { type: 'VALIDATE' };

export type CheckboxEmitted = { type: 'change'; value: string[] };

const next = (context: CheckboxContext, value: string) =>
  toggleCheckbox(context.options.options, context.checked, value, context.options.max);

/** A check box group: ticks within the cap (box selection's rule) and reports the values. */
export const checkboxMachine = setup({
  types: {
    input: {} as CheckboxInput,
    context: {} as CheckboxContext,
    events: {} as CheckboxEvent,
    emitted: {} as CheckboxEmitted,
  },
  guards: {
    changes: ({ context, event }) => {
      assertEvent(event, 'TOGGLE');
      if (context.options.readOnly || context.options.disabled) return false;
      const after = next(context, event.value);
      return after.length !== context.checked.length || after.some((v, i) => v !== context.checked[i]);
    },
  },
  actions: {
    keepTick: assign(({ context, event }) => {
      assertEvent(event, 'TOGGLE');
      return context.controlled ? { touched: true } : { touched: true, checked: next(context, event.value) };
    }),
    emitChange: emit(({ context, event }) => {
      assertEvent(event, 'TOGGLE');
      return { type: 'change' as const, value: next(context, event.value) };
    }),
    assignSynced: assign(({ context, event }) => {
      assertEvent(event, 'VALUE.SYNC');
      if (event.value === undefined) return { controlled: false };
      return { controlled: true, checked: knownChecked(context.options.options, event.value) };
    }),
    assignOptions: assign(({ context, event }) => {
      assertEvent(event, 'CONFIGURE');
      return { options: event.options, checked: knownChecked(event.options.options, context.checked) };
    }),
    touch: assign({ touched: true }),
  },
}).createMachine({
  id: 'checkbox',
  context: ({ input }) => {
    const { value, defaultValue, ...options } = input;
    return {
      options,
      controlled: value !== undefined,
      touched: false,
      checked: knownChecked(options.options, value ?? defaultValue ?? []),
    };
  },
  on: {
    TOGGLE: { guard: 'changes', actions: ['emitChange', 'keepTick'] },
    'VALUE.SYNC': { actions: 'assignSynced' },
    CONFIGURE: { actions: 'assignOptions' },
    VALIDATE: { actions: 'touch' },
  },
});

/** The type of the check box group machine, for hosts that hold an actor of it. */
export type CheckboxMachine = typeof checkboxMachine;
