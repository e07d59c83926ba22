import { assertEvent, assign, emit, setup } from 'xstate';
import type { DateLike, DateLimits, DateValueType } from './date-value.logic';
import {
  normalizePickedValue,
  readStoredValue,
  unselectableNotice,
  type DateNotice,
} from './date-picker.logic';

export interface DatePickerInput {
  /** Kind of value (default `date`). */
  type?: DateValueType;
  /** Initial value; read as untrusted data. */
  value?: unknown;
  limits?: DateLimits;
  /** The current time: where an empty wheel opens. */
  now?: () => Date;
}

export interface DatePickerContext {
  type: DateValueType;
  value: string | null;
  limits: DateLimits;
  now: () => Date;
}

export type DatePickerEvent =
  | { type: 'VALUE.PICK'; value: DateLike }
  | { type: 'VALUE.CLEAR' }
  | { type: 'VALUE.SYNC'; value: unknown }
  | { type: 'LIMITS.SET'; limits: DateLimits };

export type DatePickerEmitted =
  { type: 'change'; value: string | null } | { type: 'notice'; notice: DateNotice };

/** A single date (or month, quarter, half-year, year, date-time) picker: refuses picks out of the limits. */
export const datePickerMachine = setup({
  types: {
    input: {} as DatePickerInput,
    context: {} as DatePickerContext,
    events: {} as DatePickerEvent,
    emitted: {} as DatePickerEmitted,
  },
  guards: {
    pickIsUnselectable: ({ context, event }) => {
      assertEvent(event, 'VALUE.PICK');
      return unselectableNotice(normalizePickedValue(event.value, context.type), context.limits) !== null;
    },
  },
  actions: {
    assignPick: assign(({ context, event }) => {
      assertEvent(event, 'VALUE.PICK');
      return { value: normalizePickedValue(event.value, context.type) };
    }),
    assignCleared: assign({ value: null }),
    assignSynced: assign(({ context, event }) => {
      assertEvent(event, 'VALUE.SYNC');
      return { value: readStoredValue(event.value, context.type) };
    }),
    assignLimits: assign(({ event }) => {
      assertEvent(event, 'LIMITS.SET');
      return { limits: event.limits };
    }),
    emitChange: emit(({ context }) => ({ type: 'change' as const, value: context.value })),
    // spec 5: a value out of range gives an info message; unusable limits an error
    emitUnselectable: emit(({ context, event }) => {
      assertEvent(event, 'VALUE.PICK');
      const notice = unselectableNotice(normalizePickedValue(event.value, context.type), context.limits);
      return { type: 'notice' as const, notice: notice as DateNotice };
    }),
  },
}).createMachine({
  id: 'datePicker',
  context: ({ input }) => {
    const type = input.type ?? 'date';
    return {
      type,
      value: readStoredValue(input.value, type),
      limits: input.limits ?? {},
      now: input.now ?? (() => new Date()),
    };
  },
  on: {
    'VALUE.PICK': [
      { guard: 'pickIsUnselectable', actions: 'emitUnselectable' },
      { actions: ['assignPick', 'emitChange'] },
    ],
    'VALUE.CLEAR': { actions: ['assignCleared', 'emitChange'] },
    'VALUE.SYNC': { actions: 'assignSynced' },
    'LIMITS.SET': { actions: 'assignLimits' },
  },
});
