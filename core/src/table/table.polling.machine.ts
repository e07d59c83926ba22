// Issue 38: the table's polling, a child of `tableMachine` (issue 37 item 2). It holds only the
// clock: each tick asks the table for its page again (REFRESH), which the table answers from idle
// only, so a tick never lands on a load in flight.
import { sendParent, setup } from 'xstate';

/** Input of the polling child: the period in ms (0: no polling). */
export interface TablePollingInput {
  period: number;
}

/** The page was hidden or shown again (forwarded by the table). */
export type TablePollingEvent = { type: 'PAGE.VISIBILITY'; hidden: boolean };

/** Ticks every `period` ms while the page is shown: off | waiting ⟲ | paused. */
export const tablePollingMachine = setup({
  types: {
    input: {} as TablePollingInput,
    context: {} as TablePollingInput,
    events: {} as TablePollingEvent,
  },
  delays: { pollDelay: ({ context }) => context.period },
  guards: {
    polling: ({ context }) => context.period > 0,
    hidden: ({ event }) => event.hidden,
    shown: ({ event }) => !event.hidden,
  },
  actions: { refresh: sendParent({ type: 'REFRESH' }) },
}).createMachine({
  id: 'tablePolling',
  context: ({ input }) => ({ period: input.period }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'polling', target: 'waiting' }, { target: 'off' }] },
    off: {},
    waiting: {
      after: { pollDelay: { target: 'waiting', reenter: true, actions: 'refresh' } },
      on: { 'PAGE.VISIBILITY': { guard: 'hidden', target: 'paused' } },
    },
    // hidden: no tick; shown again, the page at once when it is due (then the period again)
    paused: { on: { 'PAGE.VISIBILITY': { guard: 'shown', target: 'waiting', actions: 'refresh' } } },
  },
});
