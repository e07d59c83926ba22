// The browser dialog's result list: its status, its rows laid out per row type (spec 3) with their
// record links, and paging; the view part `connectBrowser` composes.
import type { SnapshotFrom } from 'xstate';
import { detailLinkHref, isExternalLink, type DetailLinkOption } from '../shared/detail-link';
import type { ConnectEnv } from '../shared/connect';
import { deletedTextKey, rowFields, shouldLoadMore } from './browser.logic';
import type { BrowserEvent, BrowserMachine } from './browser.machine';
import type { BrowserEntry } from './browser.types';
import { reuse, reuseFor, sameList, type ViewParts } from './browser.view-parts';

/** The address that opens a row's or a pick's record (spec 2.2). */
export interface BrowserLinkView {
  /** Always a safe URL: the record's own `linkUrl` when safe, else the host's detail link. */
  href: string;
  /** Another site: open in a new tab, without the opener. */
  external: boolean;
  /** Accessible name of the link ("Open {name}"). */
  label: string;
}

/** One result row, laid out per row type (spec 3). */
export interface BrowserRowView {
  id: string;
  /** Position in the list (0-based), for virtual lists. */
  index: number;
  title: string;
  /** The row type's other fields, in the spec's order, empty values left out. */
  details: readonly string[];
  selected: boolean;
  /** spec 8: the deleted text, or null. */
  deletedText: string | null;
  /** "Finished" when the entry's status says so, or null. */
  finishedText: string | null;
  /** Opens the row's record; null without a detail link or for a deleted record. */
  link: BrowserLinkView | null;
  toggle(): void;
}

/** Where the result list stands. */
export type BrowserListStatus = 'loading' | 'ready' | 'empty' | 'error';

/** The dialog's result list. */
export interface BrowserListView {
  status: BrowserListStatus;
  label: string;
  rows: readonly BrowserRowView[];
  total: number;
  totalText: string;
  /** A new search is running while the previous rows are shown. */
  refreshing: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  /** Tell the list which row is the last on screen; loads the next page near the end. */
  rangeChanged(lastVisibleIndex: number): void;
  retry(): void;
  /** Loads the first page again, the rows kept until it answers (pull to refresh). */
  refresh(): void;
}

/**
 * One rule for result rows and picks (spec 2.2, 4): a record opens at its own safe `linkUrl` or at
 * the host's detail link built for its id and type; a deleted record has no page to open.
 */
export function linkOf(
  option: DetailLinkOption | undefined,
  record: { id: string; type: string; name: string; linkUrl?: string; isDeleted?: boolean },
  t: ConnectEnv['t'],
): BrowserLinkView | null {
  if (record.isDeleted) return null;
  const href = detailLinkHref(option, {
    id: record.id,
    type: record.type,
    ...(record.linkUrl ? { linkUrl: record.linkUrl } : {}),
  });
  return href
    ? { href, external: isExternalLink(href), label: t('browser.openRecord', { name: record.name }) }
    : null;
}

// person and organisation rows: where they sit, then the post
const ORG_DETAILS = [
  'wholePathName',
  'subcompanyName',
  'departmentName',
  'positionName',
  'jobNum',
  'members',
];

function rowDetails(entry: BrowserEntry, rowType: string | null): string[] {
  const fields = rowType ? rowFields(rowType) : ORG_DETAILS;
  const details: string[] = [];
  for (const field of fields) {
    const value = entry.fields[field];
    if (value === undefined || value === '' || String(value) === entry.title) continue;
    details.push(String(value));
  }
  return details;
}

type Snapshot = Pick<SnapshotFrom<BrowserMachine>, 'value' | 'context' | 'matches'>;

/**
 * The result list of the browser's dialog. Rows and the list stay the same objects while their
 * inputs are (`parts`), so a keystroke re-renders only what changed.
 */
export function connectBrowserList(
  snapshot: Snapshot,
  send: (event: BrowserEvent) => void,
  env: ConnectEnv,
  parts: ViewParts,
  draftIds: ReadonlySet<string>,
): BrowserListView {
  const { t } = env;
  const c = snapshot.context;
  const listState = (snapshot.value as { dialog?: { open?: { list?: string } } }).dialog?.open?.list;
  const searching = listState === 'loading' || listState === 'debouncing';
  // while a new search runs the previous rows stay (no flicker); a first load shows the loading state
  const listStatus: BrowserListStatus =
    listState === 'failure'
      ? 'error'
      : searching && c.entries.length === 0
        ? 'loading'
        : c.entries.length === 0
          ? 'empty'
          : 'ready';
  const row = (entry: BrowserEntry, index: number): BrowserRowView => {
    const selected = draftIds.has(entry.id);
    const deps = [index, selected, t, c.rowType];
    return reuseFor(parts, 'rows', entry, deps, (): BrowserRowView => ({
      id: entry.id,
      index,
      title: entry.title,
      details: rowDetails(entry, c.rowType),
      selected,
      deletedText: entry.isDeleted ? t(deletedTextKey(entry.type)) : null,
      finishedText: entry.finished ? t('browser.finished') : null,
      link: linkOf(c.detailLink, { ...entry, name: entry.title }, t),
      toggle: () => send({ type: 'ITEM.TOGGLE', id: entry.id }),
    }));
  };
  const rows = sameList(parts, 'rows', listStatus === 'ready' ? c.entries.map(row) : []);
  const canLoadMore = listState === 'ready' && c.hasMore;
  const entryCount = c.entries.length;
  return reuse(
    parts,
    'list',
    [listStatus, t, rows, c.total, searching, listState, canLoadMore, entryCount],
    () => ({
      status: listStatus,
      label: t('browser.results'),
      rows,
      total: c.total,
      totalText: t('browser.total', { total: c.total }),
      refreshing: searching && listStatus === 'ready',
      loadingMore: listState === 'loadingMore',
      moreFailed: listState === 'moreFailure',
      rangeChanged: (lastVisibleIndex: number) => {
        if (canLoadMore && shouldLoadMore(lastVisibleIndex, entryCount, true)) {
          send({ type: 'LIST.MORE' });
        }
      },
      retry: () => send({ type: 'LIST.RETRY' }),
      refresh: () => send({ type: 'LIST.REFRESH' }),
    }),
  );
}
