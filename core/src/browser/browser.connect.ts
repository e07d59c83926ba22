import type { SnapshotFrom } from 'xstate';
import type { MessageKey } from '../i18n';
import type { ConnectEnv } from '../shared/connect';
import {
  BROWSER_PANEL_HEIGHT,
  BROWSER_SIDE_PANEL,
  browserDialogWidth,
  deletedTextKey,
  selectedDisplayCap,
  selectionWidth,
  supportsSubordinate,
} from './browser.logic';
import type { BrowserCondition } from './browser.answers';
import type { BrowserContext, BrowserMachine, BrowserEvent } from './browser.machine';
import type { BrowserTab } from './browser.service';
import type { BrowserSelectedItem, BrowserTreeNode } from './browser.types';
import {
  connectBrowserList,
  linkOf,
  type BrowserLinkView,
  type BrowserListView,
} from './browser.list.connect';
import { partsOf, reuse, reuseFor, sameList } from './browser.view-parts';
import { connectBrowserSuggestions, type BrowserSuggestionsView } from './browser-suggest.connect';

// the result list's view part lives in its own connect; its names stay reachable here
export type {
  BrowserLinkView,
  BrowserListStatus,
  BrowserListView,
  BrowserRowView,
} from './browser.list.connect';

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

/** What both skins render for a browser field and its dialog. */
export interface BrowserView extends BrowserPickerView, BrowserSuggestionsView {}

/** The browser's view but its associative suggestions (`connectBrowserSuggestions`). */
export interface BrowserPickerView {
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
  list: BrowserListView;
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

function toTree(nodes: readonly BrowserTreeNode[]): BrowserTreeNodeView[] {
  return nodes.map((node) => ({ key: node.id, title: node.name, children: toTree(node.children) }));
}

const SIDE_PANEL = { min: BROWSER_SIDE_PANEL.min, max: BROWSER_SIDE_PANEL.max, initial: 200 } as const;

type BrowserSnapshot = Pick<SnapshotFrom<BrowserMachine>, 'value' | 'context' | 'matches' | 'children'>;

/**
 * Turns the browser's snapshot, with its `suggest` child's, into the view model both skins render, in
 * `env`'s locale. A hook connects the parts on their own (`connectBrowserPicker`,
 * `connectBrowserSuggestions`), so typing in the field leaves the dialog's view as it was.
 */
export function connectBrowser(
  snapshot: BrowserSnapshot,
  send: (event: BrowserEvent) => void,
  env: ConnectEnv,
): BrowserView {
  const picker = connectBrowserPicker(snapshot, send, env);
  const suggest = snapshot.children.suggest?.getSnapshot();
  return { ...picker, ...connectBrowserSuggestions(suggest, send, env, picker.dialog.open) };
}

/** The browser's view model but its suggestions: the field's value and the picker dialog. */
export function connectBrowserPicker(
  snapshot: Snapshot,
  send: (event: BrowserEvent) => void,
  env: ConnectEnv,
): BrowserPickerView {
  const { t, platform } = env;
  const c = snapshot.context;
  const parts = partsOf(send);
  const mobile = platform === 'mobile';
  const open = snapshot.matches({ dialog: 'open' });
  const tag = (item: BrowserSelectedItem): BrowserTagView => {
    return reuseFor(parts, 'tags', item, [t], (): BrowserTagView => ({
      id: item.id,
      type: item.type,
      label: item.name || item.id,
      deletedText: item.isDeleted ? t(deletedTextKey(item.type)) : null,
      width: selectionWidth(item.name || item.id),
      link: linkOf(c.detailLink, { ...item, name: item.name || item.id }, t),
      removeLabel: t('browser.remove', { name: item.name || item.id }),
      remove: () => send({ type: 'ITEM.REMOVE', id: item.id }),
    }));
  };
  const cap = selectedDisplayCap({ mobile, wrap: c.wrap, associative: c.associative });
  const shown = c.value.slice(0, cap);
  const hiddenCount = c.value.length - shown.length;
  const draftIds = new Set(c.draft.map((item) => item.id));

  const list = connectBrowserList(snapshot, send, env, parts, draftIds);
  const treeState = (snapshot.value as { dialog?: { open?: { tree?: string } } }).dialog?.open?.tree;
  const typeLabel = browserTypeLabel(c.type, t);
  const draftTags = sameList(parts, 'draft', c.draft.map(tag));
  const intents = reuse(parts, 'intents', [], () => ({
    openDialog: () => send({ type: 'DIALOG.OPEN' }),
    confirm: () => send({ type: 'DIALOG.CONFIRM' }),
    cancel: () => send({ type: 'DIALOG.CANCEL' }),
  }));
  const treeStatus = treeState === 'failure' ? 'error' : treeState === 'ready' ? 'ready' : 'loading';

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
    list,
    selected: reuse(parts, 'selected', [draftTags, c.maxCount, t, c.multiple, list.rows.length > 0], () => ({
      items: draftTags,
      count: draftTags.length,
      countText: t('browser.selectedOfMax', { count: draftTags.length, max: c.maxCount }),
      label: t('browser.selectedList'),
      emptyText: t('browser.noneSelected'),
      canSelectAll: c.multiple && list.rows.length > 0,
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
