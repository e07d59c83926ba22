import { useEffect } from 'react';
import {
  cascaderActors,
  cascaderMachine,
  cascaderTexts,
  connectCascader,
  type CascaderView,
} from '../../cascader';
import type { Platform } from '../../shared/platform';
import type { TreeNode } from '../../tree/tree.types';
import { useActorView, useMachineActor } from '../machine';

/** Options of `useCascader`; read once, when the cascader mounts. */
export interface UseCascaderOptions {
  platform: Platform;
  /** The first column; a node with neither `children` nor `isLeaf` loads its children on demand. */
  options: readonly TreeNode[];
  /** Keys from the root down, chosen at first. */
  defaultValue?: readonly string[];
  /** A choice may stop above the leaves. */
  changeOnSelect?: boolean;
  /** Loads the children of `key` (`path`: keys from the root to it). */
  loadChildren?: (key: string, path: string[], signal: AbortSignal) => Promise<TreeNode[]>;
  /** Called with the chosen keys and titles. */
  onChange?: (value: string[], titles: string[]) => void;
}

const noLoader = () => Promise.resolve([] as TreeNode[]);

/** A cascader's view model: columns that load on demand, with loading and retry states. */
export function useCascader(options: UseCascaderOptions): CascaderView {
  const host = useMachineActor(cascaderMachine, {
    input: { options: options.options, value: options.defaultValue, changeOnSelect: options.changeOnSelect },
    implementations: { actors: cascaderActors({ loadChildren: options.loadChildren ?? noLoader }) },
  });
  const { onChange } = options;
  useEffect(
    () => (onChange ? host.on('change', ({ value, titles }) => onChange(value, titles)) : undefined),
    [host, onChange],
  );
  return useActorView(host, { platform: options.platform, messages: cascaderTexts }, connectCascader);
}
