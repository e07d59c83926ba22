import { assign, fromPromise, setup } from 'xstate';
import { failureOf, type Failure } from '../http/failure';
import type { CommonPhrase, CommonPhraseGroup } from './comment.types';
import type { PhraseService } from './comment.service';
import { planSort } from '../sort/sort.logic';

/** Group filter meaning every phrase. */
export const ALL_PHRASES = '';

/** The phrase being written or changed in the editor. */
export interface PhraseEditorDraft {
  /** Absent for a new phrase. */
  id?: string;
  content: string;
  groupId: string;
}

/** Context of the common-phrase machine. */
export interface CommonPhrasesContext {
  phrases: CommonPhrase[];
  groups: CommonPhraseGroup[];
  /** The group shown (`ALL_PHRASES` for every phrase). */
  activeGroup: string;
  editor: PhraseEditorDraft | null;
  /** The group settings panel is open. */
  groupSettings: boolean;
  loadError: Failure | null;
  /** The last save, delete or sort that failed: what and why. */
  error: Failure | null;
  /** What is being saved, for the pending flag. */
  pending: { kind: 'phrase' | 'delete' | 'sort' | 'group' | 'deleteGroup'; payload: unknown } | null;
}

/** Events of the common-phrase machine. */
export type CommonPhrasesEvent =
  | { type: 'RETRY' }
  | { type: 'GROUP.SELECT'; id: string }
  | { type: 'EDITOR.OPEN'; id?: string }
  | { type: 'EDITOR.CHANGE'; content?: string; groupId?: string }
  | { type: 'EDITOR.SAVE' }
  | { type: 'EDITOR.CANCEL' }
  | { type: 'PHRASE.ADD'; content: string; groupId?: string }
  | { type: 'PHRASE.EDIT'; id: string; content: string; groupId?: string }
  | { type: 'PHRASE.DELETE'; id: string }
  | { type: 'PHRASE.MOVE'; id: string; offset: number }
  | { type: 'GROUPS.OPEN' }
  | { type: 'GROUPS.CLOSE' }
  | { type: 'GROUP.ADD'; name: string }
  | { type: 'GROUP.RENAME'; id: string; name: string }
  | { type: 'GROUP.DELETE'; id: string }
  | { type: 'GROUP.MOVE'; id: string; offset: number };

type SortUpdate = { id: string; sort: number }[];

const need = (name: string) => () => Promise.reject(new Error(`provide the ${name} actor`));
const bySort = <T extends { sort: number }>(list: readonly T[]) => [...list].sort((a, b) => a.sort - b.sort);

/** The phrases a group shows, in sort order. */
export function phrasesOfGroup(phrases: readonly CommonPhrase[], groupId: string): CommonPhrase[] {
  return bySort(phrases.filter((phrase) => groupId === ALL_PHRASES || phrase.groupId === groupId));
}

/**
 * `list` with `id` moved by `offset` places among the entries `visible` keeps (a group's phrases),
 * the others staying where they are; the same list when the move leaves the range.
 */
export function moveWithin<T extends { id: string }>(
  list: readonly T[],
  id: string,
  offset: number,
  visible: (item: T) => boolean = () => true,
): T[] {
  const shown = list.filter(visible);
  const from = shown.findIndex((item) => item.id === id);
  const to = from + Math.trunc(offset);
  if (from === -1 || to < 0 || to >= shown.length || to === from) return [...list];
  const moving = shown[from] as T;
  const anchor = shown[to] as T;
  const rest = list.filter((item) => item.id !== id);
  const at = rest.findIndex((item) => item.id === anchor.id) + (offset > 0 ? 1 : 0);
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}

/** The new sort values after a move, through `planSort` (spec 4: only the moved entry, unless renumbered). */
export function planMove<T extends { id: string; sort: number }>(
  list: readonly T[],
  id: string,
  offset: number,
  visible?: (item: T) => boolean,
): { list: T[]; update: SortUpdate } {
  const ordered = bySort(list);
  const next = moveWithin(ordered, id, offset, visible);
  if (next.every((item, index) => item.id === ordered[index]?.id)) return { list: ordered, update: [] };
  // the moved entry goes in as a new one, so planSort gives it the midpoint of its new neighbours
  // (and renumbers everything only when there is no room): an adjacent swap then writes the entry
  // the user moved, not its neighbour
  const plan = planSort(
    ordered.filter((item) => item.id !== id),
    next.map(({ id: key }) => ({ id: key })),
  );
  const update = [...plan.create, ...plan.update];
  const values = new Map(update.map((entry) => [entry.id, entry.sort]));
  return { list: bySort(next.map((item) => ({ ...item, sort: values.get(item.id) ?? item.sort }))), update };
}

function nextSort(list: readonly { sort: number }[]): number {
  return list.reduce((max, item) => Math.max(max, item.sort), 0) + 65536;
}

/**
 * Common phrases (spec 2.3): the user's phrases in groups; add, edit, delete, reorder (through
 * `planSort`: only changed sort values are sent) and group settings (add, rename, delete, reorder).
 * loading → ready.idle ⟲ ready.saving | failed (RETRY). A failed save keeps the list as it was.
 */
export const commonPhrasesMachine = setup({
  types: {
    context: {} as CommonPhrasesContext,
    events: {} as CommonPhrasesEvent,
    input: {} as { activeGroup?: string } | undefined,
  },
  actors: {
    loadPhrases: fromPromise<{ phrases: CommonPhrase[]; groups: CommonPhraseGroup[] }>(need('loadPhrases')),
    savePhrase: fromPromise<CommonPhrase, { id?: string; content: string; groupId: string; sort?: number }>(
      need('savePhrase'),
    ),
    removePhrase: fromPromise<void, { id: string }>(need('removePhrase')),
    saveSort: fromPromise<void, { kind: 'phrase' | 'group'; update: SortUpdate }>(need('saveSort')),
    saveGroup: fromPromise<CommonPhraseGroup, { id?: string; name: string; sort?: number }>(
      need('saveGroup'),
    ),
    removeGroup: fromPromise<void, { id: string }>(need('removeGroup')),
  },
}).createMachine({
  id: 'commonPhrases',
  context: ({ input }) => ({
    phrases: [],
    groups: [],
    activeGroup: input?.activeGroup ?? ALL_PHRASES,
    editor: null,
    groupSettings: false,
    loadError: null,
    error: null,
    pending: null,
  }),
  initial: 'loading',
  on: {
    'GROUP.SELECT': { actions: assign(({ event }) => ({ activeGroup: event.id })) },
  },
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'loadPhrases',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            phrases: bySort(event.output.phrases),
            groups: bySort(event.output.groups),
            activeGroup: event.output.groups.some((g) => g.id === context.activeGroup)
              ? context.activeGroup
              : ALL_PHRASES,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ loadError: failureOf('load', event.error) })),
        },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'EDITOR.OPEN': {
              actions: assign(({ context, event }) => {
                const phrase = context.phrases.find((p) => p.id === event.id);
                return {
                  error: null,
                  editor: phrase
                    ? { id: phrase.id, content: phrase.content, groupId: phrase.groupId }
                    : { content: '', groupId: context.activeGroup },
                };
              }),
            },
            'EDITOR.CHANGE': {
              actions: assign(({ context, event }) => ({
                editor: context.editor && {
                  ...context.editor,
                  ...(event.content !== undefined ? { content: event.content } : {}),
                  ...(event.groupId !== undefined ? { groupId: event.groupId } : {}),
                },
              })),
            },
            'EDITOR.CANCEL': { actions: assign({ editor: null, error: null }) },
            'EDITOR.SAVE': {
              guard: ({ context }) => (context.editor?.content.trim() ?? '') !== '',
              target: 'savingPhrase',
              actions: assign(({ context }) => {
                const editor = context.editor!;
                return {
                  pending: {
                    kind: 'phrase' as const,
                    payload: {
                      ...(editor.id ? { id: editor.id } : { sort: nextSort(context.phrases) }),
                      content: editor.content.trim(),
                      groupId: editor.groupId,
                    },
                  },
                };
              }),
            },
            'PHRASE.ADD': {
              guard: ({ event }) => event.content.trim() !== '',
              target: 'savingPhrase',
              actions: assign(({ context, event }) => ({
                pending: {
                  kind: 'phrase' as const,
                  payload: {
                    content: event.content.trim(),
                    groupId: event.groupId ?? context.activeGroup,
                    sort: nextSort(context.phrases),
                  },
                },
              })),
            },
            'PHRASE.EDIT': {
              guard: ({ context, event }) =>
                event.content.trim() !== '' && context.phrases.some((p) => p.id === event.id),
              target: 'savingPhrase',
              actions: assign(({ context, event }) => ({
                pending: {
                  kind: 'phrase' as const,
                  payload: {
                    id: event.id,
                    content: event.content.trim(),
                    groupId: event.groupId ?? context.phrases.find((p) => p.id === event.id)!.groupId,
                  },
                },
              })),
            },
            'PHRASE.DELETE': {
              target: 'deletingPhrase',
              actions: assign(({ event }) => ({
                pending: { kind: 'delete' as const, payload: { id: event.id } },
              })),
            },
            'PHRASE.MOVE': {
              target: 'sorting',
              actions: assign(({ context, event }) => {
                const { list, update } = planMove(
                  context.phrases,
                  event.id,
                  event.offset,
                  (p) => context.activeGroup === ALL_PHRASES || p.groupId === context.activeGroup,
                );
                return {
                  pending: {
                    kind: 'sort' as const,
                    payload: { kind: 'phrase', update, before: context.phrases },
                  },
                  phrases: list,
                };
              }),
            },
            'GROUPS.OPEN': { actions: assign({ groupSettings: true, error: null }) },
            'GROUPS.CLOSE': { actions: assign({ groupSettings: false, error: null }) },
            'GROUP.ADD': {
              guard: ({ event }) => event.name.trim() !== '',
              target: 'savingGroup',
              actions: assign(({ context, event }) => ({
                pending: {
                  kind: 'group' as const,
                  payload: { name: event.name.trim(), sort: nextSort(context.groups) },
                },
              })),
            },
            'GROUP.RENAME': {
              guard: ({ event }) => event.name.trim() !== '',
              target: 'savingGroup',
              actions: assign(({ event }) => ({
                pending: { kind: 'group' as const, payload: { id: event.id, name: event.name.trim() } },
              })),
            },
            'GROUP.DELETE': {
              target: 'deletingGroup',
              actions: assign(({ event }) => ({
                pending: { kind: 'deleteGroup' as const, payload: { id: event.id } },
              })),
            },
            'GROUP.MOVE': {
              target: 'sorting',
              actions: assign(({ context, event }) => {
                const { list, update } = planMove(context.groups, event.id, event.offset);
                return {
                  pending: {
                    kind: 'sort' as const,
                    payload: { kind: 'group', update, before: context.groups },
                  },
                  groups: list,
                };
              }),
            },
          },
        },
        savingPhrase: {
          entry: assign({ error: null }),
          invoke: {
            src: 'savePhrase',
            input: ({ context }) =>
              context.pending!.payload as { id?: string; content: string; groupId: string },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                phrases: bySort([...context.phrases.filter((p) => p.id !== event.output.id), event.output]),
                editor: null,
                pending: null,
              })),
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ error: failureOf('save', event.error), pending: null })),
            },
          },
        },
        deletingPhrase: {
          entry: assign({ error: null }),
          invoke: {
            src: 'removePhrase',
            input: ({ context }) => context.pending!.payload as { id: string },
            onDone: {
              target: 'idle',
              actions: assign(({ context }) => {
                const { id } = context.pending!.payload as { id: string };
                return {
                  phrases: context.phrases.filter((p) => p.id !== id),
                  pending: null,
                  editor: context.editor?.id === id ? null : context.editor,
                };
              }),
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ error: failureOf('delete', event.error), pending: null })),
            },
          },
        },
        sorting: {
          entry: assign({ error: null }),
          always: {
            // a move that changed nothing (first item up) sends nothing
            guard: ({ context }) => (context.pending!.payload as { update: SortUpdate }).update.length === 0,
            target: 'idle',
            actions: assign({ pending: null }),
          },
          invoke: {
            src: 'saveSort',
            input: ({ context }) => {
              const { kind, update } = context.pending!.payload as {
                kind: 'phrase' | 'group';
                update: SortUpdate;
              };
              return { kind, update };
            },
            onDone: { target: 'idle', actions: assign({ pending: null }) },
            onError: {
              target: 'idle',
              // the order on screen goes back to what the server still has
              actions: assign(({ context, event }) => {
                const { kind, before } = context.pending!.payload as {
                  kind: 'phrase' | 'group';
                  before: never[];
                };
                return {
                  error: failureOf('save', event.error),
                  pending: null,
                  ...(kind === 'phrase' ? { phrases: before } : { groups: before }),
                };
              }),
            },
          },
        },
        savingGroup: {
          entry: assign({ error: null }),
          invoke: {
            src: 'saveGroup',
            input: ({ context }) => context.pending!.payload as { id?: string; name: string },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                groups: bySort([...context.groups.filter((g) => g.id !== event.output.id), event.output]),
                pending: null,
              })),
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ error: failureOf('save', event.error), pending: null })),
            },
          },
        },
        deletingGroup: {
          entry: assign({ error: null }),
          invoke: {
            src: 'removeGroup',
            input: ({ context }) => context.pending!.payload as { id: string },
            onDone: {
              target: 'idle',
              actions: assign(({ context }) => {
                const { id } = context.pending!.payload as { id: string };
                return {
                  groups: context.groups.filter((g) => g.id !== id),
                  // the server moves a deleted group's phrases to no group
                  phrases: context.phrases.map((p) => (p.groupId === id ? { ...p, groupId: '' } : p)),
                  activeGroup: context.activeGroup === id ? ALL_PHRASES : context.activeGroup,
                  pending: null,
                };
              }),
            },
            onError: {
              target: 'idle',
              actions: assign(({ event }) => ({ error: failureOf('delete', event.error), pending: null })),
            },
          },
        },
      },
    },
  },
});

/** The common-phrase machine, for typing actors and snapshots. */
export type CommonPhrasesMachine = typeof commonPhrasesMachine;

/** The machine's IO over the common-phrase calls (hooks provide these). */
export function commonPhrasesActors(service: PhraseService) {
  return {
    actors: {
      loadPhrases: fromPromise<{ phrases: CommonPhrase[]; groups: CommonPhraseGroup[] }>(({ signal }) =>
        service.list(signal),
      ),
      savePhrase: fromPromise<CommonPhrase, { id?: string; content: string; groupId: string; sort?: number }>(
        ({ input }) => service.save(input),
      ),
      removePhrase: fromPromise<void, { id: string }>(({ input }) => service.remove(input.id)),
      saveSort: fromPromise<void, { kind: 'phrase' | 'group'; update: SortUpdate }>(({ input }) =>
        service.sort(input.update, input.kind),
      ),
      saveGroup: fromPromise<CommonPhraseGroup, { id?: string; name: string; sort?: number }>(({ input }) =>
        service.saveGroup(input),
      ),
      removeGroup: fromPromise<void, { id: string }>(({ input }) => service.removeGroup(input.id)),
    },
  };
}
