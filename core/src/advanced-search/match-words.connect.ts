import type { SnapshotFrom } from 'xstate';
import type { MessageKey } from '../i18n';
import { failureText } from '../http/failure';
import type { ConnectEnv } from '../shared/connect';
import {
  MATCH_WORD_MAX_LENGTH,
  MATCH_WORDS_MAX,
  matchWordSuggestions,
  type MatchWordProblem,
} from './match-words.logic';
import type { MatchWordsEvent, MatchWordsMachine } from './match-words.machine';

/** One word of the list. */
export interface MatchWordView {
  word: string;
  /** Accessible name of its remove button. */
  removeLabel: string;
  remove(): void;
}

/** What both skins render for the personal match words: the editor and the quick-search offers. */
export interface MatchWordsView {
  /** "My match words": the editor's title and its opening button's text. */
  title: string;
  status: 'loading' | 'ready' | 'error';
  /** A change is being saved (the editor's controls wait). */
  saving: boolean;
  words: readonly MatchWordView[];
  /** "n / 100". */
  countText: string;
  emptyText: string;
  /** The editor dialog. */
  editor: { open: boolean; openEditor(): void; close(): void; closeLabel: string; hint: string };
  input: {
    value: string;
    label: string;
    placeholder: string;
    /** The longest word. */
    maxLength: number;
    set(value: string): void;
    add(): void;
    addLabel: string;
    /** Why the typed word was not added, or null. */
    problem: string | null;
  };
  /** A failed load or save, in the user's words, or null. */
  error: string | null;
  retry(): void;
  retryLabel: string;
  /** The words the quick-search box offers for what is typed there (at most 8). */
  suggest(keyword: string): readonly string[];
  /** Accessible name of the offers' list. */
  suggestionsLabel: string;
}

type Snapshot = Pick<SnapshotFrom<MatchWordsMachine>, 'context' | 'matches'>;

const PROBLEM_KEYS: Record<MatchWordProblem, MessageKey> = {
  empty: 'advanced-search.matchWords.empty',
  tooLong: 'advanced-search.matchWords.tooLong',
  duplicate: 'advanced-search.matchWords.duplicate',
  full: 'advanced-search.matchWords.full',
};

/** Turns the match words' snapshot into the view both skins render. */
export function connectMatchWords(
  snapshot: Snapshot,
  send: (event: MatchWordsEvent) => void,
  env: ConnectEnv,
): MatchWordsView {
  const { t } = env;
  const c = snapshot.context;
  const saving = snapshot.matches('saving');
  return {
    title: t('advanced-search.matchWords.title'),
    status: snapshot.matches('loading') ? 'loading' : snapshot.matches('failure') ? 'error' : 'ready',
    saving,
    words: c.words.map((word) => ({
      word,
      removeLabel: t('advanced-search.matchWords.remove', { word }),
      remove: () => send({ type: 'WORD.REMOVE', word }),
    })),
    countText: t('advanced-search.matchWords.count', { count: c.words.length, max: MATCH_WORDS_MAX }),
    emptyText: t('advanced-search.matchWords.none'),
    editor: {
      open: c.open,
      openEditor: () => send({ type: 'EDITOR.OPEN' }),
      close: () => send({ type: 'EDITOR.CLOSE' }),
      closeLabel: t('common.close'),
      hint: t('advanced-search.matchWords.hint'),
    },
    input: {
      value: c.draft,
      label: t('advanced-search.matchWords.input'),
      placeholder: t('advanced-search.matchWords.placeholder', { max: MATCH_WORD_MAX_LENGTH }),
      maxLength: MATCH_WORD_MAX_LENGTH,
      set: (value) => send({ type: 'DRAFT.SET', value }),
      add: () => send({ type: 'WORD.ADD' }),
      addLabel: t('advanced-search.matchWords.add'),
      problem: c.problem ? t(PROBLEM_KEYS[c.problem], { max: MATCH_WORDS_MAX }) : null,
    },
    error: c.failure ? failureText(c.failure, t) : null,
    retry: () => send({ type: 'RETRY' }),
    retryLabel: t('advanced-search.matchWords.retry'),
    suggest: (keyword) => matchWordSuggestions(c.words, keyword),
    suggestionsLabel: t('advanced-search.matchWords.suggestions'),
  };
}
