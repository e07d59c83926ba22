import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import type { BrowserSuggestMachine } from './browser-suggest.machine';
import type { BrowserEvent } from './browser.machine';

/** The associative suggestions under a browser field, and the intents of its input. */
export interface BrowserSuggestionsView {
  suggestions: {
    open: boolean;
    loading: boolean;
    keyword: string;
    label: string;
    /** Shown when the answer had no match. */
    emptyText: string;
    /** spec 9: at most 4. */
    items: readonly { id: string; title: string; pick(): void }[];
  };
  suggest(keyword: string): void;
  closeSuggestions(): void;
}

type SuggestSnapshot = Pick<SnapshotFrom<BrowserSuggestMachine>, 'context' | 'matches'>;

/**
 * The suggestions part of a browser's view, from its `suggest` child (undefined before it runs):
 * shown while a keyword is typed and the dialog is closed (`dialogOpen`).
 */
export function connectBrowserSuggestions(
  snapshot: SuggestSnapshot | undefined,
  send: (event: BrowserEvent) => void,
  { t }: ConnectEnv,
  dialogOpen: boolean,
): BrowserSuggestionsView {
  const keyword = snapshot?.context.keyword ?? '';
  const loading = snapshot !== undefined && (snapshot.matches('loading') || snapshot.matches('debouncing'));
  const answered = snapshot?.matches('ready') === true;
  return {
    suggestions: {
      open: !dialogOpen && keyword.trim() !== '' && (loading || answered),
      loading,
      keyword,
      label: t('browser.suggestions'),
      emptyText: t('browser.empty'),
      items: (snapshot?.context.suggestions ?? []).map((entry) => ({
        id: entry.id,
        title: entry.title,
        pick: () => send({ type: 'ASSOC.PICK', id: entry.id }),
      })),
    },
    suggest: (keyword: string) => send({ type: 'ASSOC.INPUT', keyword }),
    closeSuggestions: () => send({ type: 'ASSOC.CLOSE' }),
  };
}
