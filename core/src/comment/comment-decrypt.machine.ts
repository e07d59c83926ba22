import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { DecryptOutcome } from './comment.service';
import type { CommentEntry } from './comment.types';

/** Context of the decrypt child: the comment being decrypted and what came of the others. */
export interface CommentDecryptContext {
  module: string;
  decrypting: string | null;
  decryptFailed: string[];
  decrypted: string[];
}

/** The decrypt request (the comment machine adds the masked comment). */
export type CommentDecryptEvent = { type: 'DECRYPT'; comment: CommentEntry };

const need = (name: string) => () => Promise.reject(new Error(`provide the ${name} actor`));

/**
 * Per-comment decrypt (spec 7, 8), a child of `commentMachine`, one at a time: the plain content
 * goes to the parent's list; on failure the content shown is kept and the comment marked failed.
 */
export const commentDecryptMachine = setup({
  types: {
    input: {} as { module: string },
    context: {} as CommentDecryptContext,
    events: {} as CommentDecryptEvent,
  },
  actors: {
    decryptComment: fromPromise<DecryptOutcome, { module: string; comment: CommentEntry }>(
      need('decryptComment'),
    ),
  },
}).createMachine({
  id: 'commentDecrypt',
  context: ({ input }) => ({ module: input.module, decrypting: null, decryptFailed: [], decrypted: [] }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        DECRYPT: {
          target: 'running',
          actions: assign(({ context, event }) => ({
            decrypting: event.comment.id,
            decryptFailed: context.decryptFailed.filter((id) => id !== event.comment.id),
          })),
        },
      },
    },
    running: {
      invoke: {
        src: 'decryptComment',
        input: ({ context, event }) => ({
          module: context.module,
          comment: (event as CommentDecryptEvent).comment,
        }),
        onDone: [
          {
            // spec 7, 8: on failure the original content is kept (the outcome carries it)
            guard: ({ event }) => !event.output.ok,
            target: 'idle',
            actions: assign(({ context }) => ({
              decrypting: null,
              decryptFailed: [...context.decryptFailed, context.decrypting!],
            })),
          },
          {
            target: 'idle',
            actions: [
              sendParent(({ context, event }) => ({
                type: 'COMMENT.DECRYPTED' as const,
                id: context.decrypting!,
                content: event.output.content,
                originContent: event.output.originContent,
              })),
              assign(({ context }) => ({
                decrypting: null,
                decrypted: [...context.decrypted, context.decrypting!],
              })),
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: assign(({ context }) => ({
            decrypting: null,
            decryptFailed: [...context.decryptFailed, context.decrypting!],
          })),
        },
      },
    },
  },
});
