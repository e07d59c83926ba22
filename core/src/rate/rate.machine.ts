import { assertEvent, assign, emit, setup } from 'xstate';
import { normalizeRateValue, rateRules } from './rate.logic';
import type { RateOptions, RateRules } from './rate.types';

export interface RateInput extends RateOptions {
  /** Controlled value: the machine shows it and only reports picks (the host sets the next value). */
  value?: number;
  /** Initial value when uncontrolled. */
  defaultValue?: number;
}

export interface RateContext {
  rules: RateRules;
  value: number;
  /** A host holds the value: picks are reported, not kept. */
  controlled: boolean;
}

export type RateEvent =
  | { type: 'VALUE.PICK'; value: number }
  | { type: 'VALUE.SYNC'; value: number | undefined }
  | { type: 'CONFIGURE'; options: RateOptions };

export type RateEmitted = { type: 'change'; value: number };

/** A star rating: normalizes picks to the rules (spec 9) and reports them. */
export const rateMachine = setup({
  types: {
    input: {} as RateInput,
    context: {} as RateContext,
    events: {} as RateEvent,
    emitted: {} as RateEmitted,
  },
  actions: {
    keepPick: assign(({ context, event }) => {
      assertEvent(event, 'VALUE.PICK');
      return context.controlled ? {} : { value: normalizeRateValue(event.value, context.rules) };
    }),
    emitChange: emit(({ context, event }) => {
      assertEvent(event, 'VALUE.PICK');
      return { type: 'change' as const, value: normalizeRateValue(event.value, context.rules) };
    }),
    assignSynced: assign(({ context, event }) => {
      assertEvent(event, 'VALUE.SYNC');
      if (event.value === undefined) return { controlled: false };
      return { controlled: true, value: normalizeRateValue(event.value, context.rules) };
    }),
    assignRules: assign(({ context, event }) => {
      assertEvent(event, 'CONFIGURE');
      const rules = rateRules(event.options);
      return { rules, value: normalizeRateValue(context.value, rules) };
    }),
  },
}).createMachine({
  id: 'rate',
  context: ({ input }) => {
    const rules = rateRules(input);
    const controlled = input.value !== undefined;
    return { rules, controlled, value: normalizeRateValue(input.value ?? input.defaultValue ?? 0, rules) };
  },
  on: {
    'VALUE.PICK': { actions: ['keepPick', 'emitChange'] },
    'VALUE.SYNC': { actions: 'assignSynced' },
    CONFIGURE: { actions: 'assignRules' },
  },
});

export type RateMachine = typeof rateMachine;
