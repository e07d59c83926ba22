// One change of the saved column layout sent to the server (spec 4, 7; issue 35 item 9): the user's
// own layout saved (or overwritten after a conflict), reset, or synced to or reset for others. A
// child of tableMachine (issue 37 item 2): the table invokes it for each change and reads how it
// ended, so the table's chart keeps only when a change starts and what its outcome does.
import { assign, fromPromise, setup } from 'xstate';
import type { ColumnSettingsServices, SyncResult } from './table.service';
import type { SavedColumn, SyncValues } from './table.types';

/** The calls an actor's input carries (`TableInput.io`). */
export interface WithIo {
  io?: ColumnSettingsServices;
}

/**
 * An actor over the input's `io` (spec 7 calls), which rejects without it until a host or a test
 * provides the actor.
 */
export const throughIo =
  <TOut, TIn extends WithIo | void>(
    name: string,
    run: (io: ColumnSettingsServices, input: TIn, signal: AbortSignal) => Promise<TOut>,
  ) =>
  ({ input, signal }: { input: TIn; signal: AbortSignal }): Promise<TOut> => {
    const io = (input as WithIo | undefined)?.io;
    return io ? run(io, input, signal) : Promise.reject(new Error(`provide the ${name} actor`));
  };

/** The layout calls: a save names the version it edits; an overwrite names the version held now. */
export const layoutChangeActors = {
  saveLayout: fromPromise<
    SyncResult,
    { columns: SavedColumn[]; sync?: SyncValues; version?: number; overwrite?: boolean } & WithIo
  >(
    throughIo('saveLayout', async (io, input, signal) => {
      const version = input.overwrite ? (await io.query(signal)).version : input.version;
      return io.add(input.columns, input.sync, signal, version);
    }),
  ),
  resetLayout: fromPromise<SyncResult, { scope?: SyncValues } & WithIo>(
    throughIo('resetLayout', (io, input, signal) => io.resetColumn(input.scope, signal)),
  ),
};

/** A change of the column layout. */
export type TableLayoutChange =
  /** The user's layout saved, naming the version it edits. */
  | { kind: 'save'; columns: SavedColumn[]; version?: number }
  /** The user's layout saved over the version the server holds now (after a conflict). */
  | { kind: 'overwrite'; columns: SavedColumn[] }
  /** The user's layout dropped: the default again. */
  | { kind: 'reset' }
  /** The columns as they stand given to others (the sync dialog's scope). */
  | { kind: 'sync'; columns: SavedColumn[]; values: SyncValues }
  /** Others' layouts reset (the reset dialog's scope). */
  | { kind: 'resetOthers'; values: SyncValues };

/** Input of `tableLayoutChangeMachine`. */
export interface TableLayoutChangeInput extends WithIo {
  change: TableLayoutChange;
}

/** How a change ended: the server's answer, or the error it failed with (the table reads it). */
export type TableLayoutChangeOutput = { result: SyncResult } | { error: unknown };

/** What `tableLayoutChangeMachine` holds: its input and, once it ends, how. */
export interface TableLayoutChangeContext extends TableLayoutChangeInput {
  output: TableLayoutChangeOutput | null;
}

/** The calls' input, as the actors have always received it. */
function saveInput({ change, io }: TableLayoutChangeInput) {
  if (change.kind === 'save') return { columns: change.columns, version: change.version, io };
  if (change.kind === 'overwrite') return { columns: change.columns, overwrite: true, io };
  if (change.kind === 'sync') return { columns: change.columns, sync: change.values, io };
  return { columns: [], io };
}

const resetInput = ({ change, io }: TableLayoutChangeInput) =>
  change.kind === 'resetOthers' ? { scope: change.values, io } : { io };

/** Sends one change of the column layout: start → saving | resetting → done (its outcome). */
export const tableLayoutChangeMachine = setup({
  types: {
    input: {} as TableLayoutChangeInput,
    context: {} as TableLayoutChangeContext,
    output: {} as TableLayoutChangeOutput,
  },
  actors: layoutChangeActors,
  guards: {
    reset: ({ context }) => context.change.kind === 'reset' || context.change.kind === 'resetOthers',
  },
  actions: {
    answered: assign({
      output: ({ event }) => ({ result: (event as unknown as { output: SyncResult }).output }),
    }),
    failed: assign({ output: ({ event }) => ({ error: (event as { error?: unknown }).error }) }),
  },
}).createMachine({
  id: 'tableLayoutChange',
  context: ({ input }) => ({ ...input, output: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'reset', target: 'resetting' }, { target: 'saving' }] },
    saving: {
      invoke: {
        src: 'saveLayout',
        input: ({ context }) => saveInput(context),
        onDone: { target: 'done', actions: 'answered' },
        onError: { target: 'done', actions: 'failed' },
      },
    },
    resetting: {
      invoke: {
        src: 'resetLayout',
        input: ({ context }) => resetInput(context),
        onDone: { target: 'done', actions: 'answered' },
        onError: { target: 'done', actions: 'failed' },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.output ?? { error: new Error('no answer') },
});
