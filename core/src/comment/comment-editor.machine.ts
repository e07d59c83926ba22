import { assign, fromPromise, sendParent, setup } from 'xstate';
import { failureOf, type Failure } from '../http/failure';
import type { CommentDraft, CommentEntry, MentionUser } from './comment.types';
import { emojiCodesOf, emojiGlyphsOf } from './emoji.logic';
import { mentionsOf, parseMentions } from './mentions.logic';

/** Context of the in-place editor: the comment being edited, or null. */
export interface CommentEditorContext {
  module: string;
  editing: { id: string; text: string; error: Failure | null } | null;
  /** What the save sends, fixed when saving starts. */
  request: { id: string; draft: CommentDraft } | null;
}

/** Events of the editor (the comment machine adds the comment, or the list and known people). */
export type CommentEditorEvent =
  | { type: 'EDIT.START'; comment: CommentEntry }
  | { type: 'EDIT.CHANGE'; text: string }
  | { type: 'EDIT.SAVE'; comments: CommentEntry[]; known: MentionUser[] }
  | { type: 'EDIT.CANCEL' };

const need = (name: string) => () => Promise.reject(new Error(`provide the ${name} actor`));

function requestOf(
  editing: NonNullable<CommentEditorContext['editing']>,
  comments: CommentEntry[],
  picked: MentionUser[],
): NonNullable<CommentEditorContext['request']> {
  const comment = comments.find((c) => c.id === editing.id);
  const known = [...picked, ...(comment?.mentions ?? []).map((m) => ({ ...m }))];
  return {
    id: editing.id,
    draft: {
      content: emojiCodesOf(editing.text),
      mentions: mentionsOf(parseMentions(editing.text, known)),
      attachments: comment?.attachments ?? [],
    },
  };
}

/**
 * A comment edited in place (spec 3), a child of `commentMachine`: idle → editing → saving; the
 * saved comment goes to the parent's list.
 */
export const commentEditorMachine = setup({
  types: {
    input: {} as { module: string },
    context: {} as CommentEditorContext,
    events: {} as CommentEditorEvent,
  },
  actors: {
    updateComment: fromPromise<CommentEntry, { module: string; id: string; draft: CommentDraft }>(
      need('updateComment'),
    ),
  },
}).createMachine({
  id: 'commentEditor',
  context: ({ input }) => ({ module: input.module, editing: null, request: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'EDIT.START': {
          target: 'editing',
          actions: assign(({ event }) => ({
            editing: {
              id: event.comment.id,
              text: emojiGlyphsOf(event.comment.originContent ?? event.comment.content),
              error: null,
            },
          })),
        },
      },
    },
    editing: {
      on: {
        'EDIT.CHANGE': {
          actions: assign(({ context, event }) => ({
            editing: context.editing && { ...context.editing, text: event.text },
          })),
        },
        'EDIT.CANCEL': { target: 'idle', actions: assign({ editing: null }) },
        'EDIT.SAVE': {
          guard: ({ context }) => (context.editing?.text.trim() ?? '') !== '',
          target: 'saving',
          actions: assign(({ context, event }) => ({
            request: requestOf(context.editing!, event.comments, event.known),
          })),
        },
      },
    },
    saving: {
      invoke: {
        src: 'updateComment',
        input: ({ context }) => ({ module: context.module, ...context.request! }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ editing: null, request: null }),
            sendParent(({ event }) => ({ type: 'COMMENT.SAVED' as const, entry: event.output })),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            editing: context.editing && { ...context.editing, error: failureOf('save', event.error) },
          })),
        },
      },
    },
  },
});
