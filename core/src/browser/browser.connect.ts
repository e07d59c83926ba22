import type { SnapshotFrom } from 'xstate';
import type { MessageKey } from '../i18n';
import { detailLinkHref, isExternalLink, type DetailLinkOption } from '../shared/detail-link';
import type { ConnectEnv } from '../shared/connect';
import {
  BROWSER_PANEL_HEIGHT,
  BROWSER_SIDE_PANEL,
  browserDialogWidth,
  deletedTextKey,
  rowFields,
  selectedDisplayCap,
  selectionWidth,
  shouldLoadMore,
  supportsSubordinate,
} from './browser.logic';
import type { BrowserCondition } from './browser.answers';
import type { BrowserContext, BrowserMachine, BrowserEvent } from './browser.machine';
import type { BrowserTab } from './browser.service';
import type { BrowserEntry, BrowserSelectedItem, BrowserTreeNode } from './browser.types';

/** The address that opens a row's or a pick's record (spec 2.2). */
export interface BrowserLinkView {
  /** Always a safe URL: the record's own `linkUrl` when safe, else the host's detail link. */
  href: string;
  /** Another site: open in a new tab, without the opener. */
  external: boolean;
  /** Accessible name of the link ("Open {name}"). */
  label: string;
}

/** A picked item as a tag of the field or of the dialog's selected list. */
export interface BrowserTagView {
  id: string;
  type: string;
  label: string;
  /** spec 8: the deleted text of its kind, or null. */
  deletedText: string | null;
  /** spec 9: the tag's width in px. */
  width: number;
  /** Opens the picked record; null without a detail link or for a deleted record. */
  link: BrowserLinkView | null;
  /** Accessible name of the remove button. */
  removeLabel: string;
  remove(): void;
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

export interface BrowserTabView {
  key: BrowserTab;
  label: string;
  active: boolean;
  select(): void;
}

export interface BrowserTreeNodeView {
  key: string;
  title: string;
  children: BrowserTreeNodeView[];
}

/** Where the result list stands. */
export type BrowserListStatus = 'loading' | 'ready' | 'empty' | 'error';

/** What both skins render for a browser field and its dialog. */
export interface BrowserView {
  type: string;
  multiple: boolean;
  readOnly: boolean;
  /** The field has an associative (type-ahead) input. */
  associative: boolean;
  /** spec 7 permission: the server closed this picker to the user; the field shows `text` and no open button. */
  access: { denied: boolean; text: string };
  /** The field's tags, capped by spec 9's display cap. */
  value: readonly BrowserTagView[];
  /** Picks not shown as tags (past the display cap), with their "+n" text, or null. */
  hiddenCount: number;
  hiddenText: string | null;
  /** The field's placeholder when nothing is picked. */
  placeholder: string;
  openLabel: string;
  openDialog(): void;
  /** Associative suggestions for the field's input. */
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
  /** The dialog. */
  dialog: {
    open: boolean;
    title: string;
    /** spec 9: 680, 750 for a multiple resource browser. */
    width: number;
    /** spec 9: panel height 550. */
    panelHeight: number;
    /** spec 9: the side panel's width bounds. */
    sidePanel: { min: number; max: number; initial: number };
    okLabel: string;
    cancelLabel: string;
    /** The desktop dialog's close button's accessible name. */
    closeLabel: string;
    backLabel: string;
    confirm(): void;
    cancel(): void;
  };
  search: { keyword: string; placeholder: string; set(keyword: string): void };
  tabs: readonly BrowserTabView[];
  tree: {
    visible: boolean;
    label: string;
    status: 'loading' | 'ready' | 'error';
    nodes: readonly BrowserTreeNodeView[];
    selectedKey: string | null;
    select(key: string | null): void;
    retry(): void;
  };
  list: {
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
  };
  /** The dialog's selected list. */
  selected: {
    items: readonly BrowserTagView[];
    count: number;
    countText: string;
    label: string;
    emptyText: string;
    canSelectAll: boolean;
    selectAll(): void;
    clear(): void;
  };
  /** Sub-organisation inclusion (department, subcompany, organization). */
  subordinate: { available: boolean; checked: boolean; label: string; toggle(): void };
  /**
   * The condition form (spec 7 `condition`; desktop): null when the picker has none. Setting a
   * field searches again through `dataCondition`.
   */
  conditions: BrowserConditionsView | null;
  /** "At most n items", shown after a refused pick; null otherwise. */
  maxNotice: string | null;
  texts: {
    loading: string;
    loadingMore: string;
    empty: string;
    error: string;
    retry: string;
    clear: string;
    selectAll: string;
  };
}

/** One field of the condition form: a range (two numbers) or a choice. */
export type BrowserConditionFieldView =
  | {
      key: string;
      kind: 'scope';
      label: string;
      min: number;
      max: number;
      value: { min?: number; max?: number };
      minLabel: string;
      maxLabel: string;
      /** Sets one end (undefined clears it). */
      setEnd(end: 'min' | 'max', value: number | undefined): void;
    }
  | {
      key: string;
      kind: 'select';
      label: string;
      options: readonly { value: string; label: string }[];
      /** The chosen option's value, '' for any. */
      value: string;
      anyLabel: string;
      /** Chooses an option by its value; '' clears the choice. */
      choose(value: string): void;
    };

/** The condition form of a picker. */
export interface BrowserConditionsView {
  title: string;
  fields: readonly BrowserConditionFieldView[];
  /** Whether any condition is set (the reset button is live). */
  active: boolean;
  resetLabel: string;
  reset(): void;
}

const KNOWN_CONDITIONS = new Set(['seclevel', 'role_level', 'position_level']);

function conditionLabel(condition: BrowserCondition, t: ConnectEnv['t']): string {
  if (KNOWN_CONDITIONS.has(condition.key))
    return t(`browser.condition.${condition.key}` as 'browser.condition.seclevel');
  return condition.title || t('browser.condition.other');
}

function connectConditions(
  c: BrowserContext,
  send: (event: BrowserEvent) => void,
  t: ConnectEnv['t'],
): BrowserConditionsView | null {
  if (c.conditions.length === 0) return null;
  const fields = c.conditions.map((condition): BrowserConditionFieldView => {
    const current = c.conditionValues[condition.key];
    const label = conditionLabel(condition, t);
    if (condition.kind === 'scope') {
      const value = typeof current === 'object' ? current : {};
      return {
        key: condition.key,
        kind: 'scope',
        label,
        min: condition.min,
        max: condition.max,
        value,
        minLabel: t('browser.condition.min'),
        maxLabel: t('browser.condition.max'),
        setEnd: (end, next) => {
          const merged = { ...value, [end]: next };
          if (next === undefined) delete merged[end];
          send({
            type: 'CONDITION.SET',
            key: condition.key,
            value: Object.keys(merged).length > 0 ? merged : undefined,
          });
        },
      };
    }
    return {
      key: condition.key,
      kind: 'select',
      label,
      options: condition.options.map((option) => ({ value: String(option), label: String(option) })),
      value: current === undefined || typeof current === 'object' ? '' : String(current),
      anyLabel: t('browser.condition.any'),
      choose: (next) => {
        const option = condition.options.find((o) => String(o) === next);
        send({ type: 'CONDITION.SET', key: condition.key, value: option });
      },
    };
  });
  return {
    title: t('browser.condition.title'),
    fields,
    active: Object.keys(c.conditionValues).length > 0,
    resetLabel: t('browser.condition.reset'),
    reset: () => send({ type: 'CONDITION.RESET' }),
  };
}

/**
 * One rule for result rows and picks (spec 2.2, 4): a record opens at its own safe `linkUrl` or at
 * the host's detail link built for its id and type; a deleted record has no page to open.
 */
function linkOf(
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

type Snapshot = Pick<SnapshotFrom<BrowserMachine>, 'value' | 'context' | 'matches'>;

const TAB_KEYS: Record<BrowserTab, MessageKey> = {
  all: 'browser.tab.all',
  organization: 'browser.tab.organization',
  recent: 'browser.tab.recent',
};

const TYPE_KEYS: Readonly<Record<string, MessageKey>> = {
  resource: 'browser.type.resource',
  department: 'browser.type.department',
  subcompany: 'browser.type.subcompany',
  position: 'browser.type.position',
  role: 'browser.type.role',
  group: 'browser.type.group',
  organization: 'browser.type.organization',
  external: 'browser.type.external',
  taskBrowser: 'browser.type.taskBrowser',
  mainlineBrowser: 'browser.type.mainlineBrowser',
  customer: 'browser.type.customer',
  contract: 'browser.type.contract',
  document: 'browser.type.document',
  calendar: 'browser.type.calendar',
  workflow: 'browser.type.workflow',
};

/** The display name of a browser type, "objects" for one without a text. */
export function browserTypeLabel(type: string, t: ConnectEnv['t']): string {
  return t(
    Object.prototype.hasOwnProperty.call(TYPE_KEYS, type)
      ? (TYPE_KEYS[type] as MessageKey)
      : 'browser.type.object',
  );
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

function toTree(nodes: readonly BrowserTreeNode[]): BrowserTreeNodeView[] {
  return nodes.map((node) => ({ key: node.id, title: node.name, children: toTree(node.children) }));
}

interface Slot {
  deps: readonly unknown[];
  value: unknown;
}

/** The parts of the last views of one browser (one `send`), reused while their inputs are the same. */
interface ViewParts {
  slots: Map<string, Slot>;
  rows: WeakMap<BrowserEntry, { deps: readonly unknown[]; row: BrowserRowView }>;
  tags: WeakMap<BrowserSelectedItem, { deps: readonly unknown[]; tag: BrowserTagView }>;
}

// A keystroke changes the keyword and then the rows: the other parts of the view (dialog, tabs, tree,
// selected list, unchanged rows and every intent) stay the same objects, so memoised skin parts skip
// their render. Keyed by `send`, which is one per running browser.
const partsBySend = new WeakMap<object, ViewParts>();

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

function partsOf(send: object): ViewParts {
  let parts = partsBySend.get(send);
  if (!parts) {
    parts = { slots: new Map(), rows: new WeakMap(), tags: new WeakMap() };
    partsBySend.set(send, parts);
  }
  return parts;
}

/** The value `make` returned last time for `key` when `deps` are the same, else a new one. */
function reuse<T>(parts: ViewParts, key: string, deps: readonly unknown[], make: () => T): T {
  const slot = parts.slots.get(key);
  if (slot && sameDeps(slot.deps, deps)) return slot.value as T;
  const value = make();
  parts.slots.set(key, { deps, value });
  return value;
}

/** `items` itself, or the last list of `key` when it held the same items in the same order. */
const sameList = <T>(parts: ViewParts, key: string, items: readonly T[]): readonly T[] =>
  reuse(parts, key, items, () => items);

const SIDE_PANEL = { min: BROWSER_SIDE_PANEL.min, max: BROWSER_SIDE_PANEL.max, initial: 200 } as const;

/** Turns the browser's snapshot into the view model both skins render, in `env`'s locale. */
export function connectBrowser(
  snapshot: Snapshot,
  send: (event: BrowserEvent) => void,
  env: ConnectEnv,
): BrowserView {
  const { t, platform } = env;
  const c = snapshot.context;
  const parts = partsOf(send);
  const mobile = platform === 'mobile';
  const open = snapshot.matches({ dialog: 'open' });
  const tag = (item: BrowserSelectedItem): BrowserTagView => {
    const deps = [t];
    const cached = parts.tags.get(item);
    if (cached && sameDeps(cached.deps, deps)) return cached.tag;
    const made: BrowserTagView = {
      id: item.id,
      type: item.type,
      label: item.name || item.id,
      deletedText: item.isDeleted ? t(deletedTextKey(item.type)) : null,
      width: selectionWidth(item.name || item.id),
      link: linkOf(c.detailLink, { ...item, name: item.name || item.id }, t),
      removeLabel: t('browser.remove', { name: item.name || item.id }),
      remove: () => send({ type: 'ITEM.REMOVE', id: item.id }),
    };
    parts.tags.set(item, { deps, tag: made });
    return made;
  };
  const cap = selectedDisplayCap({ mobile, wrap: c.wrap, associative: c.associative });
  const shown = c.value.slice(0, cap);
  const hiddenCount = c.value.length - shown.length;
  const draftIds = new Set(c.draft.map((item) => item.id));

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
  const treeState = (snapshot.value as { dialog?: { open?: { tree?: string } } }).dialog?.open?.tree;
  const row = (entry: BrowserEntry, index: number): BrowserRowView => {
    const selected = draftIds.has(entry.id);
    const deps = [index, selected, t, c.rowType];
    const cached = parts.rows.get(entry);
    if (cached && sameDeps(cached.deps, deps)) return cached.row;
    const made: BrowserRowView = {
      id: entry.id,
      index,
      title: entry.title,
      details: rowDetails(entry, c.rowType),
      selected,
      deletedText: entry.isDeleted ? t(deletedTextKey(entry.type)) : null,
      finishedText: entry.finished ? t('browser.finished') : null,
      link: linkOf(c.detailLink, { ...entry, name: entry.title }, t),
      toggle: () => send({ type: 'ITEM.TOGGLE', id: entry.id }),
    };
    parts.rows.set(entry, { deps, row: made });
    return made;
  };
  const rows = sameList(parts, 'rows', listStatus === 'ready' ? c.entries.map(row) : []);
  const typeLabel = browserTypeLabel(c.type, t);
  const assocLoading = snapshot.matches({ assoc: 'loading' }) || snapshot.matches({ assoc: 'debouncing' });
  const suggestionsOpen =
    !open && c.assocKeyword.trim() !== '' && (assocLoading || snapshot.matches({ assoc: 'ready' }));
  const draftTags = sameList(parts, 'draft', c.draft.map(tag));
  const intents = reuse(parts, 'intents', [], () => ({
    openDialog: () => send({ type: 'DIALOG.OPEN' }),
    confirm: () => send({ type: 'DIALOG.CONFIRM' }),
    cancel: () => send({ type: 'DIALOG.CANCEL' }),
    suggest: (keyword: string) => send({ type: 'ASSOC.INPUT', keyword }),
    closeSuggestions: () => send({ type: 'ASSOC.CLOSE' }),
  }));
  const treeStatus = treeState === 'failure' ? 'error' : treeState === 'ready' ? 'ready' : 'loading';
  const canLoadMore = listState === 'ready' && c.hasMore;
  const entryCount = c.entries.length;

  return {
    type: c.type,
    multiple: c.multiple,
    readOnly: c.readOnly,
    associative: c.associative,
    access: reuse(parts, 'access', [c.permission, t], () => ({
      denied: c.permission === 'denied',
      text: t('browser.noPermission'),
    })),
    value: sameList(parts, 'value', shown.map(tag)),
    hiddenCount,
    hiddenText: hiddenCount > 0 ? t('browser.more', { count: hiddenCount }) : null,
    placeholder: t('browser.placeholder'),
    openLabel: t('browser.open'),
    openDialog: intents.openDialog,
    suggestions: reuse(
      parts,
      'suggestions',
      [suggestionsOpen, assocLoading, c.assocKeyword, t, c.suggestions],
      () => ({
        open: suggestionsOpen,
        loading: assocLoading,
        keyword: c.assocKeyword,
        label: t('browser.suggestions'),
        emptyText: t('browser.empty'),
        items: c.suggestions.map((entry) => ({
          id: entry.id,
          title: entry.title,
          pick: () => send({ type: 'ASSOC.PICK', id: entry.id }),
        })),
      }),
    ),
    suggest: intents.suggest,
    closeSuggestions: intents.closeSuggestions,
    dialog: reuse(parts, 'dialog', [open, t, typeLabel, c.type, c.multiple], () => ({
      open,
      title: t('browser.dialogTitle', { type: typeLabel }),
      width: browserDialogWidth({ type: c.type, multiple: c.multiple }),
      panelHeight: BROWSER_PANEL_HEIGHT,
      sidePanel: SIDE_PANEL,
      okLabel: t('browser.ok'),
      cancelLabel: t('browser.cancel'),
      closeLabel: t('common.close'),
      backLabel: t('browser.back'),
      confirm: intents.confirm,
      cancel: intents.cancel,
    })),
    search: reuse(parts, 'search', [c.keyword, t], () => ({
      keyword: c.keyword,
      placeholder: t('browser.searchPlaceholder'),
      set: (keyword: string) => send({ type: 'SEARCH.INPUT', keyword }),
    })),
    tabs: reuse(parts, 'tabs', [c.tabs, c.tab, t], () =>
      c.tabs.map((key) => ({
        key,
        label: t(TAB_KEYS[key]),
        active: key === c.tab,
        select: () => send({ type: 'TAB.SELECT', tab: key }),
      })),
    ),
    tree: reuse(parts, 'tree', [c.tab, t, treeStatus, c.tree, c.nodeId], () => ({
      visible: c.tab === 'organization',
      label: t('browser.tree'),
      status: treeStatus,
      nodes: toTree(c.tree),
      selectedKey: c.nodeId,
      select: (key: string | null) => send({ type: 'TREE.SELECT', nodeId: key }),
      retry: () => send({ type: 'TREE.RETRY' }),
    })),
    list: reuse(
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
    ),
    selected: reuse(parts, 'selected', [draftTags, c.maxCount, t, c.multiple, rows.length > 0], () => ({
      items: draftTags,
      count: draftTags.length,
      countText: t('browser.selectedOfMax', { count: draftTags.length, max: c.maxCount }),
      label: t('browser.selectedList'),
      emptyText: t('browser.noneSelected'),
      canSelectAll: c.multiple && rows.length > 0,
      selectAll: () => send({ type: 'SELECT_ALL' }),
      clear: () => send({ type: 'CLEAR' }),
    })),
    subordinate: reuse(parts, 'subordinate', [c.type, c.includeSub, t], () => ({
      available: supportsSubordinate(c.type),
      checked: c.includeSub,
      label: t('browser.includeSub'),
      toggle: () => send({ type: 'SUB.TOGGLE' }),
    })),
    conditions: reuse(parts, 'conditions', [c.conditions, c.conditionValues, t], () =>
      connectConditions(c, send, t),
    ),
    maxNotice: c.maxReached ? t('browser.max', { max: c.maxCount }) : null,
    texts: reuse(parts, 'texts', [t], () => ({
      loading: t('browser.loading'),
      loadingMore: t('browser.loadingMore'),
      empty: t('browser.empty'),
      error: t('browser.error'),
      retry: t('browser.retry'),
      clear: t('browser.clear'),
      selectAll: t('browser.selectAll'),
    })),
  };
}
