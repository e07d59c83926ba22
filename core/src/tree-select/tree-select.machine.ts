import { assign, enqueueActions, setup } from 'xstate';
import { checkTree, indexTree } from '../shared/tree-rules';
import type { TreeNode } from '../tree';
import {
  normalizeTreeSelectValue,
  TREE_SELECT_NONE_OPEN,
  treeSelectAllParents,
  treeSelectRows,
  treeSelectSearch,
} from './tree-select.logic';
import type { TreeSelectOptions } from './tree-select.types';

export interface TreeSelectInput extends TreeSelectOptions {
  /** Controlled value (picked keys; one at most in single mode): picks are reported, not kept. */
  value?: readonly string[];
  /** Initial value when uncontrolled. */
  defaultValue?: readonly string[];
  /** Branches open when the dropdown first opens. */
  defaultExpandedKeys?: readonly string[];
}

export interface TreeSelectContext {
  nodes: readonly TreeNode[];
  multiple: boolean;
  loading: boolean;
  maxTagCount: number | undefined;
  /** Picked keys (checked keys in multiple mode). */
  value: readonly string[];
  halfChecked: readonly string[];
  controlled: boolean;
  keyword: string;
  /** Branches the user opened (without a search). */
  expanded: ReadonlySet<string>;
  /** Branches open during a search (starting with every branch the search kept). */
  searchExpanded: ReadonlySet<string>;
  /** The row keyboard focus is on (aria-activedescendant). */
  active: string | null;
}

export type TreeSelectEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'SEARCH'; keyword: string }
  | { type: 'TOGGLE'; key: string }
  | { type: 'EXPAND_ALL' }
  | { type: 'COLLAPSE_ALL' }
  | { type: 'ACTIVATE'; key: string }
  | { type: 'PICK'; key: string }
  | { type: 'REMOVE'; key: string }
  | { type: 'CLEAR' }
  | { type: 'VALUE.SYNC'; value: readonly string[] | undefined }
  | {
      type: 'CONFIGURE';
      nodes: readonly TreeNode[];
      multiple: boolean;
      loading: boolean;
      maxTagCount?: number;
    };

export type TreeSelectEmitted = { type: 'change'; value: string[]; halfChecked: string[] };

const toggled = (set: ReadonlySet<string>, key: string) => {
  const next = new Set(set);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
};

const NONE = { checked: [] as string[], halfChecked: [] as string[] };

/** The value after a tag's remove button: the node unchecked with its subtree. */
function removedValue(context: TreeSelectContext, key: string) {
  return context.multiple ? checkTree(context.nodes, context.value, key, false) : NONE;
}

/** The value after a pick: one key (single), or a check toggled with its subtree (multiple). */
function pickedValue(context: TreeSelectContext, key: string) {
  const node = indexTree(context.nodes).byKey.get(key);
  if (!node || node.disabled === true) return null;
  if (!context.multiple) return { checked: [key], halfChecked: [] };
  return checkTree(context.nodes, context.value, key, !context.value.includes(key));
}

/**
 * A tree select (spec 1): a field whose dropdown holds the virtual tree with search; one pick, or
 * several checked with half-checked parents shown as tags; clear, remove a tag, keyboard use.
 */
export const treeSelectMachine = setup({
  types: {
    input: {} as TreeSelectInput,
    context: {} as TreeSelectContext,
    events: {} as TreeSelectEvent,
    emitted: {} as TreeSelectEmitted,
  },
  actions: {
    // kept when uncontrolled (a controlled host sets the next value with VALUE.SYNC), always reported
    commit: enqueueActions(({ context, enqueue }, next: { checked: string[]; halfChecked: string[] }) => {
      if (!context.controlled) enqueue.assign({ value: next.checked, halfChecked: next.halfChecked });
      enqueue.emit({ type: 'change' as const, value: next.checked, halfChecked: next.halfChecked });
    }),
    opened: assign(({ context }) => {
      const { rows } = treeSelectRows(context.nodes, context.keyword, context.expanded);
      const picked = rows.find((r) => context.value.includes(r.key));
      return { active: picked?.key ?? rows[0]?.key ?? null };
    }),
    closed: assign({ keyword: '', searchExpanded: new Set<string>() }),
  },
}).createMachine({
  id: 'tree-select',
  context: ({ input }) => {
    const multiple = input.multiple === true;
    const start = normalizeTreeSelectValue(input.nodes, input.value ?? input.defaultValue, multiple);
    return {
      nodes: input.nodes,
      multiple,
      loading: input.loading === true,
      maxTagCount: input.maxTagCount,
      value: start.checked,
      halfChecked: start.halfChecked,
      controlled: input.value !== undefined,
      keyword: '',
      expanded: new Set(input.defaultExpandedKeys ?? []),
      searchExpanded: new Set<string>(),
      active: null,
    };
  },
  initial: 'closed',
  on: {
    'VALUE.SYNC': {
      actions: assign(({ context, event }) => {
        if (event.value === undefined) return { controlled: false };
        const next = normalizeTreeSelectValue(context.nodes, event.value, context.multiple);
        return { controlled: true, value: next.checked, halfChecked: next.halfChecked };
      }),
    },
    CONFIGURE: {
      actions: assign(({ context, event }) => {
        const same = event.nodes === context.nodes && event.multiple === context.multiple;
        const next = same ? null : normalizeTreeSelectValue(event.nodes, context.value, event.multiple);
        return {
          nodes: event.nodes,
          multiple: event.multiple,
          loading: event.loading,
          maxTagCount: event.maxTagCount,
          ...(next ? { value: next.checked, halfChecked: next.halfChecked } : {}),
        };
      }),
    },
    REMOVE: {
      guard: ({ context, event }) => context.value.includes(event.key),
      actions: [{ type: 'commit', params: ({ context, event }) => removedValue(context, event.key) }],
    },
    CLEAR: {
      guard: ({ context }) => context.value.length > 0,
      actions: [{ type: 'commit', params: { checked: [], halfChecked: [] } }],
    },
  },
  states: {
    closed: {
      on: {
        OPEN: { target: 'open', actions: 'opened' },
      },
    },
    open: {
      on: {
        CLOSE: { target: 'closed', actions: 'closed' },
        SEARCH: {
          actions: assign(({ context, event }) => {
            const search = treeSelectSearch(context.nodes, event.keyword);
            const rows = treeSelectRows(context.nodes, event.keyword, search.searchOpen);
            return {
              keyword: event.keyword,
              searchExpanded: search.searchOpen,
              active: rows.firstHit ?? rows.rows[0]?.key ?? null,
            };
          }),
        },
        TOGGLE: {
          actions: assign(({ context, event }) =>
            context.keyword.trim() === ''
              ? { expanded: toggled(context.expanded, event.key) }
              : { searchExpanded: toggled(context.searchExpanded, event.key) },
          ),
        },
        EXPAND_ALL: {
          actions: assign(({ context }) =>
            context.keyword.trim() === ''
              ? { expanded: treeSelectAllParents(context.nodes) }
              : { searchExpanded: new Set(treeSelectSearch(context.nodes, context.keyword).searchOpen) },
          ),
        },
        COLLAPSE_ALL: {
          actions: assign(({ context }) =>
            context.keyword.trim() === ''
              ? { expanded: TREE_SELECT_NONE_OPEN }
              : { searchExpanded: TREE_SELECT_NONE_OPEN },
          ),
        },
        ACTIVATE: { actions: assign({ active: ({ event }) => event.key }) },
        PICK: [
          {
            // one pick closes the dropdown
            guard: ({ context, event }) => !context.multiple && pickedValue(context, event.key) !== null,
            target: 'closed',
            actions: [
              { type: 'commit', params: ({ context, event }) => pickedValue(context, event.key) ?? NONE },
              'closed',
            ],
          },
          {
            guard: ({ context, event }) => pickedValue(context, event.key) !== null,
            actions: [
              { type: 'commit', params: ({ context, event }) => pickedValue(context, event.key) ?? NONE },
              assign({ active: ({ event }) => event.key }),
            ],
          },
        ],
      },
    },
  },
});

export type TreeSelectMachine = typeof treeSelectMachine;
