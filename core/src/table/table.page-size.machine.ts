// spec 7 change page settings: the page size the user chose, saved for the next visit. A child of
// tableMachine (issue 37 item 2): best effort, the page already shows the new size, and a size
// chosen while one is being saved is not sent.
import { fromPromise, setup } from 'xstate';
import { throughIo, type WithIo } from './table.layout-change.machine';

/** The page size call. */
export const pageSizeActors = {
  savePageSize: fromPromise<void, { pageSize: number } & WithIo>(
    throughIo('savePageSize', (io, input, signal) => io.changePageSettings(input.pageSize, signal)),
  ),
};

/** A page size to save (sent by the table when the user changes it). */
export type TablePageSizeEvent = { type: 'SAVE'; pageSize: number };

/** Saves each page size chosen: idle → saving → idle. */
export const tablePageSizeMachine = setup({
  types: {
    input: {} as WithIo,
    context: {} as WithIo,
    events: {} as TablePageSizeEvent,
  },
  actors: pageSizeActors,
}).createMachine({
  id: 'tablePageSize',
  context: ({ input }) => ({ io: input.io }),
  initial: 'idle',
  states: {
    idle: { on: { SAVE: 'saving' } },
    saving: {
      invoke: {
        src: 'savePageSize',
        input: ({ context, event }) => ({ pageSize: (event as TablePageSizeEvent).pageSize, io: context.io }),
        onDone: 'idle',
        onError: 'idle',
      },
    },
  },
});
