import { assign, fromPromise, setup } from 'xstate';
import { failureOf, type Failure } from '../http/failure';
import type { SaveProblem, Versioned } from '../http/save-problem';
import type { CommonPhrase, CommonPhraseGroup } from './comment.types';
import type { PhraseService } from './comment.service';
import { planSort } from '../shared/sort-plan';
import {
  phraseChangeMachine,
  type GroupInput,
  type PendingPhraseChange,
  type PhraseChange,
  type PhraseChangeOutput,
  type PhraseInput,
  type SortInput,
  type SortUpdate,
} from './phrase-change.machine';

export type { PhraseChange } from './phrase-change.machine';

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
  pending: PendingPhraseChange | null;
  /** The version of the user's phrases in force, which every change names (issue 35 item 9). */
  version?: number;
  /** A change the user must decide about: a conflict (reload or overwrite) or a refusal. */
  problem: SaveProblem | null;
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
  | { type: 'GROUP.MOVE'; id: string; offset: number }
  /** A conflict: drop the change and load the phrases as they now are. */
  | { type: 'PROBLEM.RELOAD' }
  /** A conflict: send the change again over the phrases as they now are. */
  | { type: 'PROBLEM.OVERWRITE' }
  /** Closes the notice; the editor keeps what was typed. */
  | { type: 'PROBLEM.DISMISS' };

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

/** A phrase or group as the list keeps it (the answer's version goes to the context). */
function withoutVersion<T extends object>(value: T & Versioned): T {
  const { version: _version, ...rest } = value;
  return rest as T;
}

function nextSort(list: readonly { sort: number }[]): number {
  return list.reduce((max, item) => Math.max(max, item.sort), 0) + 65536;
}

type Ev<T extends CommonPhrasesEvent['type']> = Extract<CommonPhrasesEvent, { type: T }>;

const outcome = (event: unknown) => (event as { output: PhraseChangeOutput }).output;
const payloadOf = <T>(context: CommonPhrasesContext) => context.pending?.payload as T;
const queue = (kind: PhraseChange, payload: unknown) => ({ pending: { kind, payload } });

/** `list` with `saved` in place of the entry it replaces (or added), in sort order. */
const upsert = <T extends { id: string; sort: number }>(list: readonly T[], saved: T & Versioned) =>
  bySort([...list.filter((item) => item.id !== saved.id), withoutVersion(saved)]);

/** A reorder that did not go through: the order on screen goes back to what the server still has. */
function orderBefore(context: CommonPhrasesContext): Partial<CommonPhrasesContext> {
  const payload = context.pending?.payload as { kind?: 'phrase' | 'group'; before?: never[] } | undefined;
  if (context.pending?.kind !== 'sort' || !payload?.before) return {};
  return payload.kind === 'phrase' ? { phrases: payload.before } : { groups: payload.before };
}

/** What a saved change does to the list (`answer`: what the call returned). */
function applied(context: CommonPhrasesContext, answer: unknown): Partial<CommonPhrasesContext> {
  const { id } = payloadOf<{ id?: string }>(context) ?? {};
  switch (context.pending?.kind) {
    case 'phrase':
      return { phrases: upsert(context.phrases, answer as CommonPhrase & Versioned), editor: null };
    case 'delete':
      return {
        phrases: context.phrases.filter((p) => p.id !== id),
        editor: context.editor?.id === id ? null : context.editor,
      };
    case 'group':
      return { groups: upsert(context.groups, answer as CommonPhraseGroup & Versioned) };
    case 'deleteGroup':
      return {
        groups: context.groups.filter((g) => g.id !== id),
        // the server moves a deleted group's phrases to no group
        phrases: context.phrases.map((p) => (p.groupId === id ? { ...p, groupId: '' } : p)),
        activeGroup: context.activeGroup === id ? ALL_PHRASES : context.activeGroup,
      };
    default:
      return {};
  }
}

/** A move of a phrase among the group shown, queued as a sort change and shown at once. */
function movedPhrase(context: CommonPhrasesContext, { id, offset }: Ev<'PHRASE.MOVE'>) {
  const inGroup = (p: CommonPhrase) =>
    context.activeGroup === ALL_PHRASES || p.groupId === context.activeGroup;
  const { list, update } = planMove(context.phrases, id, offset, inGroup);
  return { ...queue('sort', { kind: 'phrase', update, before: context.phrases }), phrases: list };
}

/** A move of a group, queued as a sort change and shown at once. */
function movedGroup(context: CommonPhrasesContext, { id, offset }: Ev<'GROUP.MOVE'>) {
  const { list, update } = planMove(context.groups, id, offset);
  return { ...queue('sort', { kind: 'group', update, before: context.groups }), groups: list };
}

// how a change ends: saved, a problem for the user, or a failure
const settled = [
  { guard: 'changeSaved', target: 'idle', actions: 'applyChange' },
  { guard: 'changeProblem', target: 'problem', actions: 'keepProblem' },
  { target: 'idle', actions: 'changeFailed' },
] as const;

/** The flat IO of the phrases and their changes, as tests and `commonPhrasesActors` give it. */
export interface CommonPhrasesIo {
  loadPhrases: ReturnType<typeof fromPromise<PhraseBook>>;
  currentVersion: (typeof phraseChangeMachine.implementations.actors)['currentVersion'];
  savePhrase: (typeof phraseChangeMachine.implementations.actors)['savePhrase'];
  removePhrase: (typeof phraseChangeMachine.implementations.actors)['removePhrase'];
  saveSort: (typeof phraseChangeMachine.implementations.actors)['saveSort'];
  saveGroup: (typeof phraseChangeMachine.implementations.actors)['saveGroup'];
  removeGroup: (typeof phraseChangeMachine.implementations.actors)['removeGroup'];
}

/** The machine's implementations over its flat IO: the load here, the changes' calls on the child. */
export function commonPhrasesImplementations(io: Partial<CommonPhrasesIo>) {
  const { loadPhrases, ...changes } = io;
  const childActors = Object.fromEntries(Object.entries(changes).filter(([, actor]) => actor));
  return {
    actors: {
      ...(loadPhrases ? { loadPhrases } : {}),
      phraseChange: phraseChangeMachine.provide({ actors: childActors }),
    },
  };
}

/**
 * Common phrases (spec 2.3): the user's phrases in groups; add, edit, delete, reorder (through
 * `planSort`: only changed sort values are sent) and group settings (add, rename, delete, reorder).
 * loading → ready.idle ⟲ ready.changing | failed (RETRY). Each change is sent by a child machine
 * (`phraseChangeMachine`, phrase-change.machine.ts) whose outcome this one reads: a failed change
 * keeps the list as it was, a conflict or refusal waits in ready.problem for the user.
 */
export const commonPhrasesMachine = setup({
  types: {
    context: {} as CommonPhrasesContext,
    events: {} as CommonPhrasesEvent,
    input: {} as { activeGroup?: string } | undefined,
  },
  actors: {
    loadPhrases: fromPromise<PhraseBook>(need('loadPhrases')),
    phraseChange: phraseChangeMachine,
  },
  guards: {
    conflict: ({ context }) => context.problem === 'conflict',
    changeSaved: ({ event }) => outcome(event).outcome === 'saved',
    changeProblem: ({ event }) => outcome(event).outcome === 'problem',
    // a move that changed nothing (first item up) sends nothing
    nothingToSort: ({ context }) =>
      context.pending?.kind === 'sort' && payloadOf<SortInput>(context).update.length === 0,
    editorFilled: ({ context }) => (context.editor?.content.trim() ?? '') !== '',
    contentGiven: ({ event }) => (event as Ev<'PHRASE.ADD'>).content.trim() !== '',
    phraseEditable: ({ context, event }) => {
      const { id, content } = event as Ev<'PHRASE.EDIT'>;
      return content.trim() !== '' && context.phrases.some((p) => p.id === id);
    },
    nameGiven: ({ event }) => (event as Ev<'GROUP.ADD' | 'GROUP.RENAME'>).name.trim() !== '',
  },
  actions: {
    clearLoadError: assign({ loadError: null }),
    showPhrases: assign(({ context, event }) => {
      const { output } = event as unknown as { output: PhraseBook };
      return {
        phrases: bySort(output.phrases),
        groups: bySort(output.groups),
        activeGroup: output.groups.some((g) => g.id === context.activeGroup)
          ? context.activeGroup
          : ALL_PHRASES,
        version: output.version,
      };
    }),
    loadFailed: assign(({ event }) => ({
      loadError: failureOf('load', (event as { error?: unknown }).error),
    })),
    selectGroup: assign(({ event }) => ({ activeGroup: (event as Ev<'GROUP.SELECT'>).id })),
    openEditor: assign(({ context, event }) => {
      const phrase = context.phrases.find((p) => p.id === (event as Ev<'EDITOR.OPEN'>).id);
      return {
        error: null,
        editor: phrase
          ? { id: phrase.id, content: phrase.content, groupId: phrase.groupId }
          : { content: '', groupId: context.activeGroup },
      };
    }),
    changeEditor: assign(({ context, event }) => {
      const { content, groupId } = event as Ev<'EDITOR.CHANGE'>;
      return {
        editor: context.editor && {
          ...context.editor,
          ...(content !== undefined ? { content } : {}),
          ...(groupId !== undefined ? { groupId } : {}),
        },
      };
    }),
    closeEditor: assign({ editor: null, error: null }),
    queueEditor: assign(({ context }) => {
      const editor = context.editor!;
      return queue('phrase', {
        ...(editor.id ? { id: editor.id } : { sort: nextSort(context.phrases) }),
        content: editor.content.trim(),
        groupId: editor.groupId,
      });
    }),
    queuePhraseAdd: assign(({ context, event }) => {
      const { content, groupId } = event as Ev<'PHRASE.ADD'>;
      return queue('phrase', {
        content: content.trim(),
        groupId: groupId ?? context.activeGroup,
        sort: nextSort(context.phrases),
      });
    }),
    queuePhraseEdit: assign(({ context, event }) => {
      const { id, content, groupId } = event as Ev<'PHRASE.EDIT'>;
      return queue('phrase', {
        id,
        content: content.trim(),
        groupId: groupId ?? context.phrases.find((p) => p.id === id)!.groupId,
      });
    }),
    queuePhraseDelete: assign(({ event }) => queue('delete', { id: (event as Ev<'PHRASE.DELETE'>).id })),
    movePhrase: assign(({ context, event }) => movedPhrase(context, event as Ev<'PHRASE.MOVE'>)),
    showGroups: assign({ groupSettings: true, error: null }),
    hideGroups: assign({ groupSettings: false, error: null }),
    queueGroupAdd: assign(({ context, event }) =>
      queue('group', { name: (event as Ev<'GROUP.ADD'>).name.trim(), sort: nextSort(context.groups) }),
    ),
    queueGroupRename: assign(({ event }) => {
      const { id, name } = event as Ev<'GROUP.RENAME'>;
      return queue('group', { id, name: name.trim() });
    }),
    queueGroupDelete: assign(({ event }) => queue('deleteGroup', { id: (event as Ev<'GROUP.DELETE'>).id })),
    moveGroup: assign(({ context, event }) => movedGroup(context, event as Ev<'GROUP.MOVE'>)),
    clearError: assign({ error: null }),
    clearPending: assign({ pending: null }),
    applyChange: assign(({ context, event }) => {
      const { answer, version } = outcome(event) as Extract<PhraseChangeOutput, { outcome: 'saved' }>;
      return {
        ...applied(context, answer),
        problem: null,
        pending: null,
        version: (answer as Versioned | undefined)?.version ?? version,
      };
    }),
    // the change stays pending: an overwrite sends it again
    keepProblem: assign(({ event }) => {
      const { problem, version } = outcome(event) as Extract<PhraseChangeOutput, { outcome: 'problem' }>;
      return { problem, version };
    }),
    // a failed overwrite also closes the notice it answered
    changeFailed: assign(({ context, event }) => {
      const { failure, overwrite, version } = outcome(event) as Extract<
        PhraseChangeOutput,
        { outcome: 'failed' }
      >;
      return {
        ...orderBefore(context),
        ...(overwrite ? { problem: null } : {}),
        error: failure,
        pending: null,
        version,
      };
    }),
    // a closed notice drops the change; a move goes back to the order the server still has
    dropProblem: assign(({ context }) => ({ ...orderBefore(context), problem: null, pending: null })),
    forgetChange: assign({ problem: null, pending: null, editor: null }),
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
  on: { 'GROUP.SELECT': { actions: 'selectGroup' } },
  states: {
    loading: {
      entry: 'clearLoadError',
      invoke: {
        src: 'loadPhrases',
        onDone: { target: 'ready', actions: 'showPhrases' },
        onError: { target: 'failed', actions: 'loadFailed' },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'EDITOR.OPEN': { actions: 'openEditor' },
            'EDITOR.CHANGE': { actions: 'changeEditor' },
            'EDITOR.CANCEL': { actions: 'closeEditor' },
            'EDITOR.SAVE': { guard: 'editorFilled', target: 'changing', actions: 'queueEditor' },
            'PHRASE.ADD': { guard: 'contentGiven', target: 'changing', actions: 'queuePhraseAdd' },
            'PHRASE.EDIT': { guard: 'phraseEditable', target: 'changing', actions: 'queuePhraseEdit' },
            'PHRASE.DELETE': { target: 'changing', actions: 'queuePhraseDelete' },
            'PHRASE.MOVE': { target: 'changing', actions: 'movePhrase' },
            'GROUPS.OPEN': { actions: 'showGroups' },
            'GROUPS.CLOSE': { actions: 'hideGroups' },
            'GROUP.ADD': { guard: 'nameGiven', target: 'changing', actions: 'queueGroupAdd' },
            'GROUP.RENAME': { guard: 'nameGiven', target: 'changing', actions: 'queueGroupRename' },
            'GROUP.DELETE': { target: 'changing', actions: 'queueGroupDelete' },
            'GROUP.MOVE': { target: 'changing', actions: 'moveGroup' },
          },
        },
        changing: {
          entry: 'clearError',
          always: { guard: 'nothingToSort', target: 'idle', actions: 'clearPending' },
          invoke: {
            src: 'phraseChange',
            input: ({ context }) => ({
              pending: context.pending!,
              version: context.version,
              overwrite: false,
            }),
            onDone: settled,
          },
        },
        // issue 35 item 9: the phrases changed in another tab since they were loaded, or the change
        // is not allowed; the user decides
        problem: {
          on: {
            'PROBLEM.RELOAD': { target: '#commonPhrases.loading', actions: 'forgetChange' },
            'PROBLEM.OVERWRITE': { guard: 'conflict', target: 'overwriting' },
            'PROBLEM.DISMISS': { target: 'idle', actions: 'dropProblem' },
          },
        },
        // the notice stays (busy) until the change is sent again naming the version held now
        overwriting: {
          invoke: {
            src: 'phraseChange',
            input: ({ context }) => ({
              pending: context.pending!,
              version: context.version,
              overwrite: true,
            }),
            onDone: settled,
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
  return commonPhrasesImplementations({
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
  });
}
