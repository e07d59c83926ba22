import { assign, emit, setup } from 'xstate';
import { canDropTreeNode, moveTreeNode, type TreeDrop } from './tree-drag.logic';
import { checkTree, parentKeys } from './tree.logic';
import type { TreeNode } from './tree.types';

/** Input of the tree machine. */
export interface TreeInput {
  nodes: readonly TreeNode[];
  defaultExpandedKeys?: readonly string[];
  defaultCheckedKeys?: readonly string[];
  defaultSelectedKey?: string | null;
}

export interface TreeContext {
  nodes: readonly TreeNode[];
  expanded: ReadonlySet<string>;
  checked: readonly string[];
  halfChecked: readonly string[];
  selected: string | null;
  keyword: string;
}

export type TreeEvent =
  | { type: 'TOGGLE'; key: string }
  | { type: 'EXPAND_ALL' }
  | { type: 'COLLAPSE_ALL' }
  | { type: 'CHECK'; key: string; checked: boolean }
  | { type: 'SELECT'; key: string }
  | { type: 'SEARCH'; keyword: string }
  | { type: 'NODES.SET'; nodes: readonly TreeNode[] }
  | ({ type: 'MOVE' } & TreeDrop);

type TreeEmitted =
  | { type: 'check'; checked: string[]; halfChecked: string[] }
  | { type: 'select'; key: string }
  | ({ type: 'drop'; nodes: readonly TreeNode[] } & TreeDrop);

/** A tree's expansion, check (with half-checked parents), selection and search keyword. */
export const treeMachine = setup({
  types: {
    input: {} as TreeInput,
    context: {} as TreeContext,
    events: {} as TreeEvent,
    emitted: {} as TreeEmitted,
  },
}).createMachine({
  id: 'tree',
  context: ({ input }) => {
    const initial = (input.defaultCheckedKeys ?? []).reduce(
      (state, key) => checkTree(input.nodes, state.checked, key, true),
      { checked: [] as string[], halfChecked: [] as string[] },
    );
    return {
      nodes: input.nodes,
      expanded: new Set(input.defaultExpandedKeys ?? []),
      checked: initial.checked,
      halfChecked: initial.halfChecked,
      selected: input.defaultSelectedKey ?? null,
      keyword: '',
    };
  },
  on: {
    TOGGLE: {
      actions: assign({
        expanded: ({ context, event }) => {
          const next = new Set(context.expanded);
          if (next.has(event.key)) next.delete(event.key);
          else next.add(event.key);
          return next;
        },
      }),
    },
    EXPAND_ALL: { actions: assign({ expanded: ({ context }) => new Set(parentKeys(context.nodes)) }) },
    COLLAPSE_ALL: { actions: assign({ expanded: () => new Set<string>() }) },
    CHECK: {
      actions: [
        assign(({ context, event }) => checkTree(context.nodes, context.checked, event.key, event.checked)),
        emit(({ context }) => ({
          type: 'check' as const,
          checked: [...context.checked],
          halfChecked: [...context.halfChecked],
        })),
      ],
    },
    SELECT: {
      actions: [
        assign({ selected: ({ event }) => event.key }),
        emit(({ event }) => ({ type: 'select' as const, key: event.key })),
      ],
    },
    SEARCH: { actions: assign({ keyword: ({ event }) => event.keyword }) },
    'NODES.SET': { actions: assign({ nodes: ({ event }) => event.nodes }) },
    // a drop the rules refuse (into itself or a descendant) changes nothing
    MOVE: {
      guard: ({ context, event }) => canDropTreeNode(context.nodes, event),
      actions: [
        assign(({ context, event }) => {
          const { dragKey, targetKey, position } = event;
          const drop = { dragKey, targetKey, position };
          const expanded = new Set(context.expanded);
          if (position === 'inside') expanded.add(targetKey);
          return { nodes: moveTreeNode(context.nodes, drop), expanded };
        }),
        emit(({ context, event }) => ({
          type: 'drop' as const,
          dragKey: event.dragKey,
          targetKey: event.targetKey,
          position: event.position,
          nodes: context.nodes,
        })),
      ],
    },
  },
});
