import { assign, fromPromise, setup } from 'xstate';
import { failureOf, type Failure } from '../http/failure';
import { isSaveProblem, saveProblemOf, type SaveProblem, type Versioned } from '../http/save-problem';
import type { CommonPhrase, CommonPhraseGroup } from './comment.types';
import type { PhraseService } from './comment.service';
import { planSort } from '../shared/sort-plan';

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
  /** What is being saved, for the pending flag (kept through a conflict, for the overwrite). */
  pending: { kind: PhraseChange; payload: unknown } | null;
  /** The version of the user's phrases in force, which every change names (issue 35 item 9). */
  version?: number;
  /** A change the user must decide about: a conflict (reload or overwrite) or a refusal. */
  problem: SaveProblem | null;
}

/** The kinds of change to the user's phrases. */
export type PhraseChange = 'phrase' | 'delete' | 'sort' | 'group' | 'deleteGroup';

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
  | { type: 'GROUP.MOVE'; id: string; offset: number }
  /** A conflict: drop the change and load the phrases as they now are. */
  | { type: 'PROBLEM.RELOAD' }
  /** A conflict: send the change again over the phrases as they now are. */
  | { type: 'PROBLEM.OVERWRITE' }
  /** Closes the notice; the editor keeps what was typed. */
  | { type: 'PROBLEM.DISMISS' };

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

type PhraseBook = { phrases: CommonPhrase[]; groups: CommonPhraseGroup[] } & Versioned;
type PhraseInput = { id?: string; content: string; groupId: string; sort?: number };
type GroupInput = { id?: string; name: string; sort?: number };
type SortInput = { kind: 'phrase' | 'group'; update: SortUpdate };

/** A phrase or group as the list keeps it (the answer's version goes to the context). */
function withoutVersion<T extends object>(value: T & Versioned): T {
  const { version: _version, ...rest } = value;
  return rest as T;
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
    loadPhrases: fromPromise<PhraseBook>(need('loadPhrases')),
    /** The version the server holds now (an overwrite names it). */
    currentVersion: fromPromise<number | undefined>(need('currentVersion')),
    savePhrase: fromPromise<CommonPhrase & Versioned, PhraseInput & Versioned>(need('savePhrase')),
    removePhrase: fromPromise<Versioned | void, { id: string } & Versioned>(need('removePhrase')),
    saveSort: fromPromise<Versioned | void, SortInput & Versioned>(need('saveSort')),
    saveGroup: fromPromise<CommonPhraseGroup & Versioned, GroupInput & Versioned>(need('saveGroup')),
    removeGroup: fromPromise<Versioned | void, { id: string } & Versioned>(need('removeGroup')),
  },
  guards: {
    problem: ({ event }) => isSaveProblem((event as { error?: unknown }).error),
    conflict: ({ context }) => context.problem === 'conflict',
    pendingIs: ({ context }, kind: PhraseChange) => context.pending?.kind === kind,
  },
  actions: {
    // the change stays pending: an overwrite sends it again
    keepProblem: assign(({ event }) => ({ problem: saveProblemOf((event as { error?: unknown }).error) })),
    // a closed notice drops the change; a move goes back to the order the server still has
    dropProblem: assign(({ context }) => {
      const payload = context.pending?.payload as { kind?: 'phrase' | 'group'; before?: never[] } | undefined;
      const restore =
        context.pending?.kind === 'sort' && payload?.before
          ? payload.kind === 'phrase'
            ? { phrases: payload.before }
            : { groups: payload.before }
          : {};
      return { problem: null, pending: null, ...restore };
    }),
    takeCurrentVersion: assign(({ context, event }) => ({
      version: (event as { output?: number }).output ?? context.version,
    })),
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
    problem: null,
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
            version: event.output.version,
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
            input: ({ context }) => ({
              ...(context.pending!.payload as PhraseInput),
              version: context.version,
            }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                problem: null,
                version: event.output.version ?? context.version,
                phrases: bySort([
                  ...context.phrases.filter((p) => p.id !== event.output.id),
                  withoutVersion(event.output),
                ]),
                editor: null,
                pending: null,
              })),
            },
            onError: [
              { guard: 'problem', target: 'problem', actions: 'keepProblem' },
              {
                target: 'idle',
                actions: assign(({ event }) => ({ error: failureOf('save', event.error), pending: null })),
              },
            ],
          },
        },
        deletingPhrase: {
          entry: assign({ error: null }),
          invoke: {
            src: 'removePhrase',
            input: ({ context }) => ({
              ...(context.pending!.payload as { id: string }),
              version: context.version,
            }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const { id } = context.pending!.payload as { id: string };
                return {
                  problem: null,
                  version: event.output?.version ?? context.version,
                  phrases: context.phrases.filter((p) => p.id !== id),
                  pending: null,
                  editor: context.editor?.id === id ? null : context.editor,
                };
              }),
            },
            onError: [
              { guard: 'problem', target: 'problem', actions: 'keepProblem' },
              {
                target: 'idle',
                actions: assign(({ event }) => ({ error: failureOf('delete', event.error), pending: null })),
              },
            ],
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
              return { kind, update, version: context.version };
            },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                pending: null,
                problem: null,
                version: event.output?.version ?? context.version,
              })),
            },
            onError: [
              { guard: 'problem', target: 'problem', actions: 'keepProblem' },
              {
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
            ],
          },
        },
        savingGroup: {
          entry: assign({ error: null }),
          invoke: {
            src: 'saveGroup',
            input: ({ context }) => ({
              ...(context.pending!.payload as GroupInput),
              version: context.version,
            }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                problem: null,
                version: event.output.version ?? context.version,
                groups: bySort([
                  ...context.groups.filter((g) => g.id !== event.output.id),
                  withoutVersion(event.output),
                ]),
                pending: null,
              })),
            },
            onError: [
              { guard: 'problem', target: 'problem', actions: 'keepProblem' },
              {
                target: 'idle',
                actions: assign(({ event }) => ({ error: failureOf('save', event.error), pending: null })),
              },
            ],
          },
        },
        deletingGroup: {
          entry: assign({ error: null }),
          invoke: {
            src: 'removeGroup',
            input: ({ context }) => ({
              ...(context.pending!.payload as { id: string }),
              version: context.version,
            }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const { id } = context.pending!.payload as { id: string };
                return {
                  problem: null,
                  version: event.output?.version ?? context.version,
                  groups: context.groups.filter((g) => g.id !== id),
                  // the server moves a deleted group's phrases to no group
                  phrases: context.phrases.map((p) => (p.groupId === id ? { ...p, groupId: '' } : p)),
                  activeGroup: context.activeGroup === id ? ALL_PHRASES : context.activeGroup,
                  pending: null,
                };
              }),
            },
            onError: [
              { guard: 'problem', target: 'problem', actions: 'keepProblem' },
              {
                target: 'idle',
                actions: assign(({ event }) => ({ error: failureOf('delete', event.error), pending: null })),
              },
            ],
          },
        },
        // issue 35 item 9: the phrases changed in another tab since they were loaded, or the change
        // is not allowed; the user decides
        problem: {
          on: {
            'PROBLEM.RELOAD': {
              target: '#commonPhrases.loading',
              actions: assign({ problem: null, pending: null, editor: null }),
            },
            'PROBLEM.OVERWRITE': { guard: 'conflict', target: 'overwriting' },
            'PROBLEM.DISMISS': { target: 'idle', actions: 'dropProblem' },
          },
        },
        // the notice stays (busy) until the change is sent again naming the version held now
        overwriting: {
          invoke: {
            src: 'currentVersion',
            onDone: [
              {
                guard: { type: 'pendingIs', params: 'phrase' },
                target: 'savingPhrase',
                actions: 'takeCurrentVersion',
              },
              {
                guard: { type: 'pendingIs', params: 'delete' },
                target: 'deletingPhrase',
                actions: 'takeCurrentVersion',
              },
              {
                guard: { type: 'pendingIs', params: 'sort' },
                target: 'sorting',
                actions: 'takeCurrentVersion',
              },
              {
                guard: { type: 'pendingIs', params: 'group' },
                target: 'savingGroup',
                actions: 'takeCurrentVersion',
              },
              { target: 'deletingGroup', actions: 'takeCurrentVersion' },
            ],
            onError: {
              target: 'idle',
              actions: ['dropProblem', assign(({ event }) => ({ error: failureOf('save', event.error) }))],
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
      loadPhrases: fromPromise<PhraseBook>(({ signal }) => service.list(signal)),
      currentVersion: fromPromise<number | undefined>(
        async ({ signal }) => (await service.list(signal)).version,
      ),
      savePhrase: fromPromise<CommonPhrase & Versioned, PhraseInput & Versioned>(({ input }) =>
        service.save(input),
      ),
      removePhrase: fromPromise<Versioned | void, { id: string } & Versioned>(({ input }) =>
        service.remove(input.id, input.version),
      ),
      saveSort: fromPromise<Versioned | void, SortInput & Versioned>(({ input }) =>
        service.sort(input.update, input.kind, input.version),
      ),
      saveGroup: fromPromise<CommonPhraseGroup & Versioned, GroupInput & Versioned>(({ input }) =>
        service.saveGroup(input),
      ),
      removeGroup: fromPromise<Versioned | void, { id: string } & Versioned>(({ input }) =>
        service.removeGroup(input.id, input.version),
      ),
    },
  };
}
