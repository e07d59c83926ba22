import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import type { TreeNode } from '../tree';
import { childrenOf, needsLoad, nodesAlong } from './cascader.logic';
import type { cascaderMachine } from './cascader.machine';
import type { CascaderContext, CascaderEvent, CascaderOption, CascaderView } from './cascader.types';

function toOptions(nodes: readonly TreeNode[], context: CascaderContext): CascaderOption[] {
  return nodes.map((node) => {
    const children = childrenOf(node, context.loaded);
    const option: CascaderOption = {
      value: node.key,
      label: node.title,
      isLeaf: !needsLoad(node, context.loaded) && (children ?? []).length === 0,
      disabled: node.disabled === true,
      loading: context.loading === node.key,
    };
    if (children && children.length > 0) option.children = toOptions(children, context);
    return option;
  });
}

/** The cascader's view model (spec 1): columns with loading states, the chosen path, retry. */
export function connectCascader(
  snapshot: SnapshotFrom<typeof cascaderMachine>,
  send: (event: CascaderEvent) => void,
  env: ConnectEnv,
): CascaderView {
  const { context } = snapshot;
  const along = nodesAlong(context.options, context.loaded, context.value);
  return {
    options: toOptions(context.options, context),
    value: along.map((n) => n.key),
    text: along.map((n) => n.title).join(' / '),
    placeholder: env.t('cascader.placeholder'),
    label: env.t('cascader.label'),
    loading: context.loading !== null,
    error: context.failed !== null ? env.t('cascader.error') : null,
    retryText: env.t('cascader.retry'),
    emptyText: env.t('cascader.empty'),
    doneText: env.t('cascader.done'),
    cancelText: env.t('cascader.cancel'),
    changeOnSelect: context.changeOnSelect,
    select: (path) => send({ type: 'SELECT', path }),
    load: (key) => send({ type: 'LOAD', key }),
    retry: () => send({ type: 'RETRY' }),
  };
}
