import { sendParent, setup } from 'xstate';

/** The page's visibility, forwarded by the table (usePagePresence). */
export interface TablePollingEvent {
  type: 'PAGE.VISIBILITY';
  hidden: boolean;
}

/**
 * A table's polling (issue 38), a child of the table machine: a REFRESH to the table every
 * `period` ms while the page is shown; while it is hidden no tick, and shown again the page at
 * once (then the period again). The table answers a REFRESH only when idle, so never over a load.
 */
export const tablePollingMachine = setup({
  types: {
    input: {} as { period: number },
    context: {} as { period: number },
    events: {} as TablePollingEvent,
  },
  delays: { period: ({ context }) => context.period },
  guards: {
    hidden: ({ event }) => event.hidden,
    shown: ({ event }) => !event.hidden,
  },
  actions: { refresh: sendParent({ type: 'REFRESH' }) },
}).createMachine({
  id: 'tablePolling',
  context: ({ input }) => ({ period: input.period }),
  initial: 'waiting',
  states: {
    waiting: {
      after: { period: { target: 'waiting', reenter: true, actions: 'refresh' } },
      on: { 'PAGE.VISIBILITY': { guard: 'hidden', target: 'paused' } },
    },
    paused: { on: { 'PAGE.VISIBILITY': { guard: 'shown', target: 'waiting', actions: 'refresh' } } },
  },
});
