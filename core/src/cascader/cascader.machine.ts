import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { TreeNode } from '../tree';
import { childrenOf, findNode, needsLoad, nodesAlong } from './cascader.logic';
import type { CascaderContext, CascaderEvent, CascaderInput } from './cascader.types';

type Change = { type: 'change'; value: string[]; titles: string[] };

/** The node a SELECT or LOAD would open, if its children are still unknown. */
function toLoad(context: CascaderContext, event: CascaderEvent): string | null {
  let node: TreeNode | undefined;
  if (event.type === 'SELECT') node = nodesAlong(context.options, context.loaded, event.path).at(-1);
  else if (event.type === 'LOAD') node = findNode(context.options, context.loaded, event.key);
  return node && needsLoad(node, context.loaded) ? node.key : null;
}

/**
 * A cascader whose columns may load on demand: choosing a node whose children are unknown loads
 * them (the `loadChildren` actor); a failed load can be retried. A choice is reported (`change`)
 * when it ends at a leaf, or at any node with `changeOnSelect`.
 */
export const cascaderMachine = setup({
  types: {
    input: {} as CascaderInput,
    context: {} as CascaderContext,
    events: {} as CascaderEvent,
    emitted: {} as Change,
  },
  actors: {
    loadChildren: fromPromise<TreeNode[], { key: string; path: string[] }>(() =>
      Promise.reject(new Error('provide the loadChildren actor')),
    ),
  },
  guards: {
    // a kit may ask twice for one node (antd sends both a change and a load): one request at a time
    mustLoad: ({ context, event }) => {
      const key = toLoad(context, event);
      return key !== null && key !== context.loading;
    },
  },
  actions: {
    report: enqueueActions(({ context, enqueue }) => {
      const nodes = nodesAlong(context.options, context.loaded, context.value);
      const last = nodes.at(-1);
      if (!last) return;
      const leaf = !needsLoad(last, context.loaded) && (childrenOf(last, context.loaded) ?? []).length === 0;
      if (leaf || context.changeOnSelect) {
        enqueue.emit({ type: 'change', value: nodes.map((n) => n.key), titles: nodes.map((n) => n.title) });
      }
    }),
  },
}).createMachine({
  id: 'cascader',
  context: ({ input }) => ({
    options: input.options,
    loaded: {},
    value: [...(input.value ?? [])],
    changeOnSelect: input.changeOnSelect === true,
    loading: null,
    failed: null,
  }),
  initial: 'idle',
  on: {
    SELECT: [
      {
        guard: 'mustLoad',
        target: '.loading',
        reenter: true,
        actions: assign({
          value: ({ event }) => [...event.path],
          loading: ({ context, event }) => toLoad(context, event),
          failed: null,
        }),
      },
      { actions: [assign({ value: ({ event }) => [...event.path], failed: null }), 'report'] },
    ],
    LOAD: {
      guard: 'mustLoad',
      target: '.loading',
      reenter: true,
      actions: assign({ loading: ({ context, event }) => toLoad(context, event), failed: null }),
    },
  },
  states: {
    idle: {
      on: {
        RETRY: {
          guard: ({ context }) => context.failed !== null,
          target: 'loading',
          actions: assign({ loading: ({ context }) => context.failed, failed: null }),
        },
      },
    },
    loading: {
      invoke: {
        src: 'loadChildren',
        input: ({ context }) => ({ key: context.loading ?? '', path: context.value }),
        onDone: {
          target: 'idle',
          actions: [
            assign({
              loaded: ({ context, event }) => ({ ...context.loaded, [context.loading ?? '']: event.output }),
              loading: null,
            }),
            'report',
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({ failed: ({ context }) => context.loading, loading: null }),
        },
      },
    },
  },
});
