import { assign, fromPromise, setup } from 'xstate';
import { hrCardFor, hrCardKey, type HrCardTarget, type HrCardTargetRef } from './hr-card.logic';

/** A person or organisation an HR card is asked for: its type as `type`, `objType` or `_entityType`. */
export interface HrCardSubject extends HrCardTargetRef {
  id: string;
  /** The name the page already shows (the card's title while it loads). */
  name?: string;
}

/** What the card shows about its subject (checked strings). */
export type HrCardDetails = Readonly<Record<string, string>>;

export interface HrCardInput {
  /** The host's global flag: HR cards are not opened at all (spec 2.2). */
  disabled?: boolean;
}

export interface HrCardContext {
  disabled: boolean;
  subject: HrCardSubject | null;
  card: HrCardTarget | null;
  /** Identifies the one popup instance: the same target reuses it (spec 4). */
  key: string | null;
  details: HrCardDetails;
  /** How many times the instance was (re)opened: tests and hosts can see the reuse. */
  opens: number;
}

export type HrCardEvent =
  | { type: 'CARD.OPEN'; subject: HrCardSubject }
  | { type: 'CARD.CLOSE' }
  | { type: 'CARD.RETRY' }
  | { type: 'CARD.DISABLE'; disabled: boolean };

/** The one HR popup card of a page: opens for a target, reuses itself for the same one. */
export const hrCardMachine = setup({
  types: {
    input: {} as HrCardInput,
    context: {} as HrCardContext,
    events: {} as HrCardEvent,
  },
  actors: {
    fetchDetails: fromPromise<HrCardDetails, HrCardSubject>(() =>
      Promise.reject(new Error('provide the fetchDetails actor')),
    ),
  },
  guards: {
    allowed: ({ context, event }) =>
      event.type === 'CARD.OPEN' && !context.disabled && hrCardFor(event.subject) !== null,
    sameTarget: ({ context, event }) =>
      event.type === 'CARD.OPEN' && hrCardKey(event.subject) === context.key,
  },
  actions: {
    take: assign(({ context, event }) => {
      if (event.type !== 'CARD.OPEN') return {};
      return {
        subject: event.subject,
        card: hrCardFor(event.subject),
        key: hrCardKey(event.subject),
        details: {},
        opens: context.opens + 1,
      };
    }),
  },
}).createMachine({
  id: 'hrCard',
  initial: 'closed',
  context: ({ input }) => ({
    disabled: input.disabled === true,
    subject: null,
    card: null,
    key: null,
    details: {},
    opens: 0,
  }),
  on: {
    'CARD.DISABLE': { target: '.closed', actions: assign({ disabled: ({ event }) => event.disabled }) },
  },
  states: {
    closed: {
      on: {
        'CARD.OPEN': [
          // the same target again: the same instance shows what it had
          {
            guard: ({ context, event }) =>
              !context.disabled &&
              hrCardKey(event.subject) === context.key &&
              Object.keys(context.details).length > 0,
            target: 'shown',
            actions: assign({ opens: ({ context }) => context.opens + 1 }),
          },
          { guard: 'allowed', target: 'loading', actions: 'take' },
        ],
      },
    },
    loading: {
      invoke: {
        src: 'fetchDetails',
        input: ({ context }) => context.subject as HrCardSubject,
        onDone: { target: 'shown', actions: assign({ details: ({ event }) => event.output }) },
        onError: 'failure',
      },
      on: {
        'CARD.CLOSE': 'closed',
        'CARD.OPEN': { guard: 'allowed', target: 'loading', reenter: true, actions: 'take' },
      },
    },
    shown: {
      on: {
        'CARD.CLOSE': 'closed',
        'CARD.OPEN': [
          { guard: 'sameTarget', actions: assign({ opens: ({ context }) => context.opens + 1 }) },
          { guard: 'allowed', target: 'loading', actions: 'take' },
        ],
      },
    },
    failure: {
      on: {
        'CARD.CLOSE': 'closed',
        'CARD.RETRY': 'loading',
        'CARD.OPEN': { guard: 'allowed', target: 'loading', actions: 'take' },
      },
    },
  },
});

export type HrCardMachine = typeof hrCardMachine;
