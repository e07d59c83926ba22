import type { SnapshotFrom } from 'xstate';
import { failureText } from '../http/failure';
import { connectSaveProblem, type SaveProblemView } from '../http/save-problem';
import type { ConnectEnv } from '../shared/connect';
import {
  ALL_PHRASES,
  phrasesOfGroup,
  type CommonPhrasesEvent,
  type CommonPhrasesMachine,
} from './common-phrases.machine';

/** One phrase as the picker and the editor list show it. */
export interface CommonPhraseItemView {
  id: string;
  content: string;
  groupName: string;
  testId: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  edit(): void;
  remove(): void;
  moveUp(): void;
  moveDown(): void;
}

/** One group as tabs and the group settings show it. */
export interface CommonPhraseGroupView {
  id: string;
  name: string;
  active: boolean;
  testId: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  select(): void;
  rename(name: string): void;
  remove(): void;
  moveUp(): void;
  moveDown(): void;
}

/** What both skins render for common phrases (picker and editor with group settings). */
export interface CommonPhrasesView {
  status: 'loading' | 'ready' | 'failed';
  busy: boolean;
  error: string | null;
  /** A change the user must decide about (issue 35 item 9: changed in another tab, or refused), or null. */
  problem: SaveProblemView | null;
  /** The "all" tab first, then the user's groups. */
  tabs: CommonPhraseGroupView[];
  groups: CommonPhraseGroupView[];
  phrases: CommonPhraseItemView[];
  empty: boolean;
  /** Group choices of the editor (no group first). */
  groupOptions: { value: string; label: string }[];
  editor: {
    open: boolean;
    content: string;
    groupId: string;
    title: string;
    canSave: boolean;
    change(patch: { content?: string; groupId?: string }): void;
    save(): void;
    cancel(): void;
  };
  groupSettings: { open: boolean; show(): void; hide(): void; add(name: string): void };
  texts: {
    title: string;
    add: string;
    edit: string;
    remove: string;
    use: string;
    moveUp: string;
    moveDown: string;
    content: string;
    group: string;
    save: string;
    cancel: string;
    empty: string;
    loading: string;
    loadFailed: string;
    retry: string;
    groups: string;
    groupName: string;
    groupAdd: string;
    groupRename: string;
    groupDelete: string;
    close: string;
  };
  add(): void;
  retry(): void;
}

type Snapshot = Pick<SnapshotFrom<CommonPhrasesMachine>, 'context'> & { matches(value: never): boolean };

/** Turns the common-phrase machine's snapshot into the view model both skins render. */
export function connectCommonPhrases(
  snapshot: Snapshot,
  send: (event: CommonPhrasesEvent) => void,
  { t }: ConnectEnv,
): CommonPhrasesView {
  const c = snapshot.context;
  const is = (value: unknown) => snapshot.matches(value as never);
  const status = is('loading') ? 'loading' : is('failed') ? 'failed' : 'ready';
  const groupName = (id: string) => c.groups.find((g) => g.id === id)?.name ?? t('comment.phrase.ungrouped');
  const shown = phrasesOfGroup(c.phrases, c.activeGroup);
  const groupView = (id: string, name: string, index: number, count: number): CommonPhraseGroupView => ({
    id,
    name,
    active: c.activeGroup === id,
    testId: `phrase-group-${id || 'all'}`,
    canMoveUp: id !== ALL_PHRASES && index > 0,
    canMoveDown: id !== ALL_PHRASES && index < count - 1,
    select: () => send({ type: 'GROUP.SELECT', id }),
    rename: (next) => send({ type: 'GROUP.RENAME', id, name: next }),
    remove: () => send({ type: 'GROUP.DELETE', id }),
    moveUp: () => send({ type: 'GROUP.MOVE', id, offset: -1 }),
    moveDown: () => send({ type: 'GROUP.MOVE', id, offset: 1 }),
  });
  const groups = c.groups.map((g, index) => groupView(g.id, g.name, index, c.groups.length));
  return {
    status,
    busy: status === 'ready' && !is({ ready: 'idle' }),
    error: c.error ? failureText(c.error, t) : null,
    problem: connectSaveProblem(
      c.problem,
      {
        conflictTitle: t('comment.phrase.conflict.title'),
        conflictMessage: t('comment.phrase.conflict.message'),
        deniedMessage: t('comment.phrase.denied'),
      },
      {
        reload: () => send({ type: 'PROBLEM.RELOAD' }),
        overwrite: () => send({ type: 'PROBLEM.OVERWRITE' }),
        dismiss: () => send({ type: 'PROBLEM.DISMISS' }),
      },
      t,
      c.problem !== null && !is({ ready: 'problem' }),
    ),
    tabs: [groupView(ALL_PHRASES, t('comment.phrase.all'), 0, 1), ...groups],
    groups,
    phrases: shown.map((phrase, index) => ({
      id: phrase.id,
      content: phrase.content,
      groupName: groupName(phrase.groupId),
      testId: `phrase-${phrase.id}`,
      canMoveUp: index > 0,
      canMoveDown: index < shown.length - 1,
      edit: () => send({ type: 'EDITOR.OPEN', id: phrase.id }),
      remove: () => send({ type: 'PHRASE.DELETE', id: phrase.id }),
      moveUp: () => send({ type: 'PHRASE.MOVE', id: phrase.id, offset: -1 }),
      moveDown: () => send({ type: 'PHRASE.MOVE', id: phrase.id, offset: 1 }),
    })),
    empty: status === 'ready' && shown.length === 0,
    groupOptions: [
      { value: '', label: t('comment.phrase.ungrouped') },
      ...c.groups.map((g) => ({ value: g.id, label: g.name })),
    ],
    editor: {
      open: c.editor !== null,
      content: c.editor?.content ?? '',
      groupId: c.editor?.groupId ?? '',
      title: c.editor?.id ? t('comment.phrase.edit') : t('comment.phrase.add'),
      canSave: (c.editor?.content.trim() ?? '') !== '' && is({ ready: 'idle' }),
      change: (patch) => send({ type: 'EDITOR.CHANGE', ...patch }),
      save: () => send({ type: 'EDITOR.SAVE' }),
      cancel: () => send({ type: 'EDITOR.CANCEL' }),
    },
    groupSettings: {
      open: c.groupSettings,
      show: () => send({ type: 'GROUPS.OPEN' }),
      hide: () => send({ type: 'GROUPS.CLOSE' }),
      add: (name) => send({ type: 'GROUP.ADD', name }),
    },
    texts: {
      title: t('comment.phrase.title'),
      add: t('comment.phrase.add'),
      edit: t('comment.phrase.edit'),
      remove: t('comment.phrase.delete'),
      use: t('comment.phrase.use'),
      moveUp: t('comment.phrase.moveUp'),
      moveDown: t('comment.phrase.moveDown'),
      content: t('comment.phrase.content'),
      group: t('comment.phrase.group'),
      save: t('comment.phrase.save'),
      cancel: t('comment.phrase.cancel'),
      empty: t('comment.phrase.empty'),
      loading: t('comment.phrase.loading'),
      loadFailed: t('comment.phrase.loadFailed'),
      retry: t('comment.retry'),
      groups: t('comment.phrase.groups'),
      groupName: t('comment.phrase.groupName'),
      groupAdd: t('comment.phrase.groupAdd'),
      groupRename: t('comment.phrase.groupRename'),
      groupDelete: t('comment.phrase.groupDelete'),
      close: t('comment.close'),
    },
    add: () => send({ type: 'EDITOR.OPEN' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
