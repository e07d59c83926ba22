import { useEffect, useState } from 'react';
import type { Platform } from '../../shared/platform';
import { connectTree, treeMachine, treeTexts, type TreeDrop, type TreeNode, type TreeView } from '../../tree';
import { useActorEvent, useActorView, useMachineActor } from '../machine';

/** Options of `useTree`; the defaults are read once, when the tree mounts. */
export interface UseTreeOptions {
  platform: Platform;
  /** The tree (`{ key, title, children? }`); a new array replaces it. */
  nodes: readonly TreeNode[];
  defaultExpandedKeys?: readonly string[];
  defaultCheckedKeys?: readonly string[];
  /** Called with the checked keys and the half-checked parents after each check. */
  onCheck?: (checked: string[], halfChecked: string[]) => void;
  /** Called with the key of the row chosen. */
  onSelect?: (key: string) => void;
  /** Called after a drag moved a node, with the drop and the tree as it now is. */
  onDrop?: (drop: TreeDrop, nodes: readonly TreeNode[]) => void;
}

/** A tree's view model: visible rows for a virtual list, search, check with half states. */
export function useTree(options: UseTreeOptions): TreeView {
  const [first] = useState(() => options.nodes);
  const host = useMachineActor(treeMachine, {
    input: {
      nodes: first,
      defaultExpandedKeys: options.defaultExpandedKeys,
      defaultCheckedKeys: options.defaultCheckedKeys,
    },
  });
  const { nodes, onCheck, onSelect } = options;
  useEffect(() => {
    if (nodes !== first) host.send({ type: 'NODES.SET', nodes });
  }, [host, nodes, first]);
  useEffect(
    () =>
      onCheck ? host.on('check', ({ checked, halfChecked }) => onCheck(checked, halfChecked)) : undefined,
    [host, onCheck],
  );
  useEffect(() => (onSelect ? host.on('select', ({ key }) => onSelect(key)) : undefined), [host, onSelect]);
  useActorEvent(host, 'drop', (event) =>
    options.onDrop?.(
      { dragKey: event.dragKey, targetKey: event.targetKey, position: event.position },
      event.nodes,
    ),
  );
  return useActorView(host, { platform: options.platform, messages: treeTexts }, connectTree);
}
