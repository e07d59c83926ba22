import { assign, fromPromise, sendParent, setup } from 'xstate';
import { failureOf, type Failure } from '../http/failure';
import type { CommentEntry } from './comment.types';

/** Context of the upvote and delete child: one at a time, and the last failure. */
export interface CommentOpContext {
  module: string;
  op: { kind: 'upvote' | 'delete'; id: string; up: boolean } | null;
  opError: Failure | null;
}

/** Events of the op child (the comment machine says whether an upvote adds or takes back). */
export type CommentOpEvent = { type: 'UPVOTE'; id: string; up: boolean } | { type: 'DELETE'; id: string };

const need = (name: string) => () => Promise.reject(new Error(`provide the ${name} actor`));

/**
 * Upvote and delete (spec 3), a child of `commentMachine`, one at a time: idle → upvoting |
 * deleting; the answer goes to the parent's list.
 */
export const commentOpMachine = setup({
  types: {
    input: {} as { module: string },
    context: {} as CommentOpContext,
    events: {} as CommentOpEvent,
  },
  actors: {
    upvoteComment: fromPromise<CommentEntry, { module: string; id: string; up: boolean }>(
      need('upvoteComment'),
    ),
    removeComment: fromPromise<void, { module: string; id: string }>(need('removeComment')),
  },
}).createMachine({
  id: 'commentOp',
  context: ({ input }) => ({ module: input.module, op: null, opError: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        UPVOTE: {
          target: 'upvoting',
          actions: assign(({ event }) => ({
            op: { kind: 'upvote' as const, id: event.id, up: event.up },
            opError: null,
          })),
        },
        DELETE: {
          target: 'deleting',
          actions: assign(({ event }) => ({
            op: { kind: 'delete' as const, id: event.id, up: false },
            opError: null,
          })),
        },
      },
    },
    upvoting: {
      invoke: {
        src: 'upvoteComment',
        input: ({ context }) => ({ module: context.module, id: context.op!.id, up: context.op!.up }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ op: null }),
            sendParent(({ event }) => ({ type: 'COMMENT.UPVOTED' as const, entry: event.output })),
          ],
        },
        onError: {
          target: 'idle',
          actions: assign(({ event }) => ({ op: null, opError: failureOf('save', event.error) })),
        },
      },
    },
    deleting: {
      invoke: {
        src: 'removeComment',
        input: ({ context }) => ({ module: context.module, id: context.op!.id }),
        onDone: {
          target: 'idle',
          actions: [
            sendParent(({ context }) => ({ type: 'COMMENT.REMOVED' as const, id: context.op!.id })),
            assign({ op: null }),
          ],
        },
        onError: {
          target: 'idle',
          actions: assign(({ event }) => ({ op: null, opError: failureOf('delete', event.error) })),
        },
      },
    },
  },
});
