import { assertEvent, assign, emit, setup } from 'xstate';
import type { DateLike, DateLimits, DateValueType } from './date-value.logic';
import {
  normalizePickedRange,
  presetRange,
  rangeNotice,
  readStoredRange,
  type DateNotice,
  type DateRangeValue,
} from './date-picker.logic';
import { DATE_PRESET_KEYS, datePresetLabel, isDatePresetKey, type DatePresetKey } from './presets.logic';

export interface DateRangePickerInput {
  /** Kind of the two values (default `date`). */
  type?: DateValueType;
  /** Initial range; read as untrusted data. */
  value?: unknown;
  /** Preset that produced the initial range (spec 3: a date field's selectedKey). */
  selectedKey?: unknown;
  limits?: DateLimits;
  /** First day of the week for the week presets (Monday by default). */
  weekStart?: number;
  /** The current time, for presets. */
  now?: () => Date;
  /** Presets offered, in order (default: all of spec 4). */
  presets?: readonly DatePresetKey[];
}

export interface DateRangePickerContext {
  type: DateValueType;
  value: DateRangeValue;
  selectedKey: DatePresetKey | null;
  limits: DateLimits;
  weekStart: number | undefined;
  now: () => Date;
  presets: readonly DatePresetKey[];
}

export type DateRangePickerEvent =
  | { type: 'RANGE.PICK'; value: readonly DateLike[] }
  | { type: 'PRESET.SELECT'; key: DatePresetKey }
  | { type: 'RANGE.CLEAR' }
  | { type: 'RANGE.SYNC'; value: unknown; selectedKey?: unknown }
  | { type: 'LIMITS.SET'; limits: DateLimits }
  | { type: 'PRESETS.SET'; presets: readonly DatePresetKey[] };

/** What a range field holds (spec 3: value, selectedKey, selectedName). */
export interface DateRangeChange {
  value: DateRangeValue;
  selectedKey: DatePresetKey | null;
  /** Name of the preset in the current locale, or ''. */
  selectedName: string;
}

export type DateRangePickerEmitted =
  ({ type: 'change' } & DateRangeChange) | { type: 'notice'; notice: DateNotice };

/** The range an event proposes, in the picker's type. */
function proposedRange(context: DateRangePickerContext, event: DateRangePickerEvent): DateRangeValue {
  if (event.type === 'PRESET.SELECT')
    return presetRange(event.key, context.type, context.now(), context.weekStart);
  assertEvent(event, 'RANGE.PICK');
  return normalizePickedRange(event.value, context.type);
}

/**
 * A date range picker with the presets of spec 4: refuses a range whose start is after its end or that
 * leaves the limits, and remembers which preset produced the range.
 */
export const dateRangePickerMachine = setup({
  types: {
    input: {} as DateRangePickerInput,
    context: {} as DateRangePickerContext,
    events: {} as DateRangePickerEvent,
    emitted: {} as DateRangePickerEmitted,
  },
  guards: {
    proposalIsRefused: ({ context, event }) =>
      rangeNotice(proposedRange(context, event), context.type, context.limits) !== null,
  },
  actions: {
    assignPicked: assign(({ context, event }) => ({
      value: proposedRange(context, event),
      selectedKey: null,
    })),
    assignPreset: assign(({ context, event }) => {
      assertEvent(event, 'PRESET.SELECT');
      return { value: proposedRange(context, event), selectedKey: event.key };
    }),
    assignCleared: assign({ value: [null, null] as DateRangeValue, selectedKey: null }),
    assignSynced: assign(({ context, event }) => {
      assertEvent(event, 'RANGE.SYNC');
      return {
        value: readStoredRange(event.value, context.type),
        selectedKey: isDatePresetKey(event.selectedKey) ? event.selectedKey : null,
      };
    }),
    assignLimits: assign(({ event }) => {
      assertEvent(event, 'LIMITS.SET');
      return { limits: event.limits };
    }),
    assignPresets: assign(({ event }) => {
      assertEvent(event, 'PRESETS.SET');
      return { presets: event.presets };
    }),
    emitChange: emit(({ context }) => ({
      type: 'change' as const,
      value: context.value,
      selectedKey: context.selectedKey,
      selectedName: context.selectedKey ? datePresetLabel(context.selectedKey) : '',
    })),
    emitRefusal: emit(({ context, event }) => ({
      type: 'notice' as const,
      notice: rangeNotice(proposedRange(context, event), context.type, context.limits) as DateNotice,
    })),
  },
}).createMachine({
  id: 'dateRangePicker',
  context: ({ input }) => {
    const type = input.type ?? 'date';
    return {
      type,
      value: readStoredRange(input.value, type),
      selectedKey: isDatePresetKey(input.selectedKey) ? input.selectedKey : null,
      limits: input.limits ?? {},
      weekStart: input.weekStart,
      now: input.now ?? (() => new Date()),
      presets: input.presets ?? DATE_PRESET_KEYS,
    };
  },
  on: {
    'RANGE.PICK': [
      { guard: 'proposalIsRefused', actions: 'emitRefusal' },
      { actions: ['assignPicked', 'emitChange'] },
    ],
    'PRESET.SELECT': [
      { guard: 'proposalIsRefused', actions: 'emitRefusal' },
      { actions: ['assignPreset', 'emitChange'] },
    ],
    'RANGE.CLEAR': { actions: ['assignCleared', 'emitChange'] },
    'RANGE.SYNC': { actions: 'assignSynced' },
    'LIMITS.SET': { actions: 'assignLimits' },
    'PRESETS.SET': { actions: 'assignPresets' },
  },
});
