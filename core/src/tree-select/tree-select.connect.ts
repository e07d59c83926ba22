import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { indexTree } from '../shared/tree-rules';
import type { TreeSelectEvent, TreeSelectMachine } from './tree-select.machine';
import {
  treeSelectKeyAction,
  treeSelectMaxTags,
  treeSelectRows,
  treeSelectTagKeys,
} from './tree-select.logic';
import type { TreeSelectTag } from './tree-select.types';

/** One visible row of the dropdown's tree. */
export interface TreeSelectRowView {
  key: string;
  title: string;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
  disabled: boolean;
  /** Keyboard focus is on it (aria-activedescendant). */
  active: boolean;
  /** Picked (single mode) or fully checked (multiple mode). */
  selected: boolean;
  /** The check box's state in one word (`data-state`). */
  checkState: 'checked' | 'half' | 'unchecked';
  /** Accessible name of the expand button. */
  toggleLabel: string;
  /** DOM id, for aria-activedescendant. */
  id: string;
  testId: string;
}

/** What both skins render for a tree select. */
export interface TreeSelectView {
  open: boolean;
  multiple: boolean;
  /** What the dropdown shows instead of, or with, its rows. */
  status: 'loading' | 'empty' | 'ready';
  /** The status in words (loading, no match, nothing to choose). */
  statusText: string;
  /** Field text: the picked title (single), '' when nothing is picked or in multiple mode. */
  text: string;
  placeholder: string;
  searchPlaceholder: string;
  /** Accessible name of the field and of the tree. */
  label: string;
  clearLabel: string;
  expandAllText: string;
  collapseAllText: string;
  /** Mobile popup's confirm button. */
  doneText: string;
  /** e.g. "3 picked". */
  summary: string;
  keyword: string;
  /** Picked keys (checked keys in multiple mode). */
  value: readonly string[];
  hasValue: boolean;
  /** Tags shown (multiple mode; a fully checked branch is one tag), up to the cap. */
  tags: TreeSelectTag[];
  /** Tags over the cap, and their "+n" text ('' when none). */
  moreTags: number;
  moreTagsText: string;
  /** Visible rows in the dropdown; the skins render only those in view with `row(index)`. */
  rowCount: number;
  row(index: number): TreeSelectRowView;
  /** Index of the active row (-1 when none), to scroll it into view. */
  activeIndex: number;
  /** DOM id of the active row, for aria-activedescendant ('' when none). */
  activeId: string;
  setOpen(open: boolean): void;
  search(keyword: string): void;
  toggle(key: string): void;
  expandAll(): void;
  collapseAll(): void;
  /** Picks a row: single mode picks and closes, multiple mode checks or unchecks it. */
  pick(key: string): void;
  activate(key: string): void;
  /** Removes a tag's node from the value. */
  remove(key: string): void;
  clear(): void;
  /** A key pressed in the field or the search box; true when the tree select used it. */
  keyDown(key: string): boolean;
}

/** The tree select's view model: the field (text or tags), the dropdown's rows, keyboard use. */
export function connectTreeSelect(
  snapshot: SnapshotFrom<TreeSelectMachine>,
  send: (event: TreeSelectEvent) => void,
  env: ConnectEnv,
): TreeSelectView {
  const c = snapshot.context;
  const open = snapshot.matches('open');
  const searching = c.keyword.trim() !== '';
  const { rows } = treeSelectRows(c.nodes, c.keyword, searching ? c.searchExpanded : c.expanded);
  const picked = new Set(c.value);
  const half = new Set(c.halfChecked);
  const { byKey } = indexTree(c.nodes);
  const title = (key: string) => byKey.get(key)?.title ?? key;
  const tagKeys = c.multiple ? treeSelectTagKeys(c.nodes, c.value) : [];
  const cap = treeSelectMaxTags(env.platform, c.maxTagCount);
  const tags = tagKeys.slice(0, cap).map((key) => ({
    key,
    title: title(key),
    removeLabel: env.t('tree-select.remove', { title: title(key) }),
  }));
  const moreTags = Math.max(0, tagKeys.length - cap);
  const activeIndex = c.active === null ? -1 : rows.findIndex((r) => r.key === c.active);
  const status = c.loading ? 'loading' : rows.length === 0 ? 'empty' : 'ready';
  const idOf = (key: string) => `tree-select-option-${key}`;
  return {
    open,
    multiple: c.multiple,
    status,
    statusText:
      status === 'loading'
        ? env.t('tree-select.loading')
        : status === 'empty'
          ? env.t(searching ? 'tree-select.noMatch' : 'tree-select.empty')
          : '',
    text: !c.multiple && c.value[0] !== undefined ? title(c.value[0]) : '',
    placeholder: env.t('tree-select.placeholder'),
    searchPlaceholder: env.t('tree-select.search'),
    label: env.t('tree-select.label'),
    clearLabel: env.t('tree-select.clear'),
    expandAllText: env.t('tree-select.expandAll'),
    collapseAllText: env.t('tree-select.collapseAll'),
    doneText: env.t('tree-select.done'),
    summary: env.t('tree-select.picked', { count: c.value.length }),
    keyword: c.keyword,
    value: c.value,
    hasValue: c.value.length > 0,
    tags,
    moreTags,
    moreTagsText: moreTags > 0 ? env.t('tree-select.more', { count: moreTags }) : '',
    rowCount: status === 'loading' ? 0 : rows.length,
    row: (index) => {
      const row = rows[index];
      if (!row) throw new RangeError(`no row ${index}`);
      const checked = picked.has(row.key);
      return {
        key: row.key,
        title: row.title,
        depth: row.depth,
        hasChildren: row.hasChildren,
        expanded: row.expanded,
        disabled: row.disabled,
        active: row.key === c.active,
        selected: checked,
        checkState: checked ? 'checked' : half.has(row.key) ? 'half' : 'unchecked',
        toggleLabel: env.t(row.expanded ? 'tree-select.collapse' : 'tree-select.expand', {
          title: row.title,
        }),
        id: idOf(row.key),
        testId: `tree-select-node-${row.key}`,
      };
    },
    activeIndex,
    activeId: c.active !== null && activeIndex >= 0 ? idOf(c.active) : '',
    setOpen: (next) => send({ type: next ? 'OPEN' : 'CLOSE' }),
    search: (keyword) => send({ type: 'SEARCH', keyword }),
    toggle: (key) => send({ type: 'TOGGLE', key }),
    expandAll: () => send({ type: 'EXPAND_ALL' }),
    collapseAll: () => send({ type: 'COLLAPSE_ALL' }),
    pick: (key) => send({ type: 'PICK', key }),
    activate: (key) => send({ type: 'ACTIVATE', key }),
    remove: (key) => send({ type: 'REMOVE', key }),
    clear: () => send({ type: 'CLEAR' }),
    keyDown: (key) => {
      const action = treeSelectKeyAction({ open, rows, active: c.active }, key);
      if (!action) return false;
      if (action.type === 'open') send({ type: 'OPEN' });
      else if (action.type === 'close') send({ type: 'CLOSE' });
      else if (action.type === 'activate') send({ type: 'ACTIVATE', key: action.key });
      else if (action.type === 'toggle') send({ type: 'TOGGLE', key: action.key });
      else send({ type: 'PICK', key: action.key });
      return true;
    },
  };
}
