import { useEffect } from 'react';
import type { Platform } from '../../shared/platform';
import {
  connectTransfer,
  transferMachine,
  transferTexts,
  type TransferItem,
  type TransferView,
} from '../../transfer';
import { useActorView, useMachineActor, useSyncToActor } from '../machine';

/**
 * Options of `useTransfer`: `items` is followed (new titles, as after a language switch, show at
 * once); the others are read once, when the transfer mounts.
 */
export interface UseTransferOptions {
  platform: Platform;
  items: readonly TransferItem[];
  defaultTargetKeys?: readonly string[];
  /** Items per page on each side (default 10). */
  pageSize?: number;
  /** Items only move right; each right item has its own remove. */
  oneWay?: boolean;
  /** Called with the keys on the right after each move. */
  onChange?: (targetKeys: string[]) => void;
}

/** A transfer's view model: both sides with search, paging, select-page and the moves. */
export function useTransfer(options: UseTransferOptions): TransferView {
  const host = useMachineActor(transferMachine, {
    input: {
      items: options.items,
      defaultTargetKeys: options.defaultTargetKeys,
      pageSize: options.pageSize,
      oneWay: options.oneWay,
    },
  });
  // compared by value, so a host that rebuilds the same items each render sends nothing
  useSyncToActor(host, options.items, (items) => ({ type: 'ITEMS.SYNC' as const, items }));
  const { onChange } = options;
  useEffect(
    () => (onChange ? host.on('change', ({ targetKeys }) => onChange(targetKeys)) : undefined),
    [host, onChange],
  );
  return useActorView(host, { platform: options.platform, messages: transferTexts }, connectTransfer);
}
