import { assertEvent, assign, emit, setup } from 'xstate';
import type { DateNotice } from './date-picker.logic';
import { formatTimeOfDay, parseTimeString, type TimeSteps } from './time.logic';

export interface TimePickerInput {
  /** Controlled value (`H`, `H:m`, `H:m:s` read leniently); `undefined` leaves the picker uncontrolled. */
  value?: string | null;
  /** Initial value when uncontrolled. */
  defaultValue?: string | null;
  steps?: TimeSteps;
  /** Show and store seconds (default true, spec 9 `HH:mm:ss`). */
  withSeconds?: boolean;
}

export interface TimePickerContext {
  /** Canonical `HH:mm:ss` (or `HH:mm`) value, or null. */
  value: string | null;
  steps: TimeSteps;
  withSeconds: boolean;
  /** A host holds the value: picks are reported, not kept. */
  controlled: boolean;
}

export type TimePickerEvent =
  /** A time already checked against the steps (the view does it, to answer at once). */
  | { type: 'TIME.PICK'; value: string | null }
  | { type: 'TIME.REFUSED'; notice: DateNotice }
  | { type: 'VALUE.SYNC'; value: string | null | undefined }
  | { type: 'CONFIGURE'; steps?: TimeSteps; withSeconds?: boolean };

export type TimePickerEmitted =
  { type: 'change'; value: string | null } | { type: 'notice'; notice: DateNotice };

/** Reads a stored time (untrusted) into the picker's canonical text, or null. */
export function readStoredTime(value: unknown, withSeconds = true): string | null {
  const time = parseTimeString(value);
  return time ? formatTimeOfDay(time, withSeconds) : null;
}

/** A time picker: keeps (or, when controlled, only reports) picks and reports refusals. */
export const timePickerMachine = setup({
  types: {
    input: {} as TimePickerInput,
    context: {} as TimePickerContext,
    events: {} as TimePickerEvent,
    emitted: {} as TimePickerEmitted,
  },
  actions: {
    keepPick: assign(({ context, event }) => {
      assertEvent(event, 'TIME.PICK');
      return context.controlled ? {} : { value: event.value };
    }),
    emitChange: emit(({ event }) => {
      assertEvent(event, 'TIME.PICK');
      return { type: 'change' as const, value: event.value };
    }),
    emitNotice: emit(({ event }) => {
      assertEvent(event, 'TIME.REFUSED');
      return { type: 'notice' as const, notice: event.notice };
    }),
    assignSynced: assign(({ context, event }) => {
      assertEvent(event, 'VALUE.SYNC');
      if (event.value === undefined) return { controlled: false };
      return { controlled: true, value: readStoredTime(event.value, context.withSeconds) };
    }),
    assignConfig: assign(({ event }) => {
      assertEvent(event, 'CONFIGURE');
      return { steps: event.steps ?? {}, withSeconds: event.withSeconds ?? true };
    }),
  },
}).createMachine({
  id: 'timePicker',
  context: ({ input }) => {
    const withSeconds = input.withSeconds ?? true;
    const controlled = input.value !== undefined;
    return {
      value: readStoredTime(controlled ? input.value : input.defaultValue, withSeconds),
      steps: input.steps ?? {},
      withSeconds,
      controlled,
    };
  },
  on: {
    'TIME.PICK': { actions: ['keepPick', 'emitChange'] },
    'TIME.REFUSED': { actions: 'emitNotice' },
    'VALUE.SYNC': { actions: 'assignSynced' },
    CONFIGURE: { actions: 'assignConfig' },
  },
});
