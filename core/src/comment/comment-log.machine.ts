import { assign, fromPromise, setup } from 'xstate';
import { failureOf, type Failure } from '../http/failure';
import type { CommentLogEntry } from './comment.types';

/** Context of the log child: the comment whose log is open, its entries or failure. */
export interface CommentLogContext {
  module: string;
  log: { id: string; entries: CommentLogEntry[]; error: Failure | null } | null;
}

/** Events of the log child. */
export type CommentLogEvent =
  { type: 'LOG.OPEN'; id: string } | { type: 'LOG.RETRY' } | { type: 'LOG.CLOSE' };

const need = (name: string) => () => Promise.reject(new Error(`provide the ${name} actor`));

/** A comment's log (spec 3), a child of `commentMachine`: closed → loading → open | failed. */
export const commentLogMachine = setup({
  types: {
    input: {} as { module: string },
    context: {} as CommentLogContext,
    events: {} as CommentLogEvent,
  },
  actors: {
    loadLogs: fromPromise<CommentLogEntry[], { module: string; id: string }>(need('loadLogs')),
  },
  actions: { close: assign({ log: null }) },
}).createMachine({
  id: 'commentLog',
  context: ({ input }) => ({ module: input.module, log: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'LOG.OPEN': {
          target: 'loading',
          actions: assign(({ event }) => ({ log: { id: event.id, entries: [], error: null } })),
        },
      },
    },
    loading: {
      on: { 'LOG.CLOSE': { target: 'closed', actions: 'close' } },
      invoke: {
        src: 'loadLogs',
        input: ({ context }) => ({ module: context.module, id: context.log!.id }),
        onDone: {
          target: 'open',
          actions: assign(({ context, event }) => ({
            log: context.log && { ...context.log, entries: event.output },
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => ({
            log: context.log && { ...context.log, error: failureOf('load', event.error) },
          })),
        },
      },
    },
    open: { on: { 'LOG.CLOSE': { target: 'closed', actions: 'close' } } },
    failed: {
      on: {
        'LOG.RETRY': {
          target: 'loading',
          actions: assign(({ context }) => ({ log: context.log && { ...context.log, error: null } })),
        },
        'LOG.CLOSE': { target: 'closed', actions: 'close' },
      },
    },
  },
});
