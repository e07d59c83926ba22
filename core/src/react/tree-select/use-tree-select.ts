import { useEffect, useState } from 'react';
import {
  connectTreeSelect,
  treeSelectMachine,
  treeSelectTexts,
  type TreeSelectOptions,
  type TreeSelectView,
} from '../../tree-select';
import { useActorEvent, useActorView, useMachineActor, useSyncToActor } from '../machine';

export interface UseTreeSelectProps extends TreeSelectOptions {
  /** Controlled value: the picked keys (one at most without `multiple`). */
  value?: readonly string[];
  /** Initial value when uncontrolled. */
  defaultValue?: readonly string[];
  /** Branches open when the dropdown first opens. */
  defaultExpandedKeys?: readonly string[];
  /** Called with the picked keys (checked keys in multiple mode) and the half-checked parents. */
  onChange?: (value: string[], halfChecked: string[]) => void;
}

/** Props both skins' `TreeSelect` take. */
export interface TreeSelectSkinProps extends Omit<UseTreeSelectProps, 'platform'> {
  /** Shows the value but takes no input. */
  disabled?: boolean;
  /** Height of the dropdown's scrolling list in px (rows outside it are not rendered). */
  listHeight?: number;
  /** Test id of the field (default 'tree-select'); the dropdown's parts take it as a prefix. */
  testId?: string;
}

/** A tree select's view model over core's treeSelect machine. */
export function useTreeSelect({
  value,
  defaultValue,
  defaultExpandedKeys,
  onChange,
  ...options
}: UseTreeSelectProps): TreeSelectView {
  const { platform, nodes, multiple = false, loading = false, maxTagCount } = options;
  const [first] = useState(() => ({ nodes, multiple, loading, maxTagCount }));
  const host = useMachineActor(treeSelectMachine, {
    input: { ...options, value, defaultValue, defaultExpandedKeys },
  });
  useActorEvent(host, 'change', (event) => onChange?.(event.value, event.halfChecked));
  useSyncToActor(host, value, (synced) => ({ type: 'VALUE.SYNC' as const, value: synced }));
  // the tree by reference (a 20 000-node tree is not compared by value on each render)
  useEffect(() => {
    const same =
      nodes === first.nodes &&
      multiple === first.multiple &&
      loading === first.loading &&
      maxTagCount === first.maxTagCount;
    if (!same) host.send({ type: 'CONFIGURE', nodes, multiple, loading, maxTagCount });
  }, [host, first, nodes, multiple, loading, maxTagCount]);
  return useActorView(host, { platform, messages: treeSelectTexts }, connectTreeSelect);
}
