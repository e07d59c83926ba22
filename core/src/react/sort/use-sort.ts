import { useState } from 'react';
import {
  connectSortList,
  createSortServices,
  sortActors,
  sortListMachine,
  sortTexts,
  type SortableItem,
  type SortListView,
  type SortPlan,
} from '../../sort';
import type { Platform } from '../../shared/platform';
import { useActorEvent, useActorView, useMachineActor, useSyncToActor } from '../machine';

/** Props of both skins' `SortableList`. */
export interface SortableListSkinProps {
  /** The entries in their order, with their sort values (spec 3 sort entries). */
  items: readonly SortableItem[];
  /** Saves a plan (only the entries planSort changed); default: POST to `saveUrl` (or the module's sort call). */
  onSave?: (plan: SortPlan<SortableItem>) => Promise<void>;
  /** Called after a move was saved, with the new list and the plan sent. */
  onChange?: (items: SortableItem[], plan: SortPlan<SortableItem>) => void;
  /** The module of the default save call. */
  module?: string;
  /** The save call (`{module}` filled), when `onSave` is not given. */
  saveUrl?: string;
  /** Extra fields sent with the plan. */
  params?: Record<string, unknown>;
  readOnly?: boolean;
  /** Accessible name of the list. */
  'aria-label'?: string;
  /** Stable test id (default `sortable-list`). */
  'data-testid'?: string;
}

/** A sortable list's view model over core's sortList machine. */
export function useSortableList(props: SortableListSkinProps & { platform: Platform }): SortListView {
  const { platform, onChange, readOnly } = props;
  const [options] = useState(() => {
    const { onSave } = props;
    const services = onSave
      ? { save: (plan: SortPlan<SortableItem>) => onSave(plan) }
      : createSortServices({ module: props.module, url: props.saveUrl, params: props.params });
    return {
      input: { items: props.items, readOnly },
      implementations: { actors: sortActors(services) },
    };
  });
  const host = useMachineActor(sortListMachine, options);
  useActorEvent(host, 'change', (event) => onChange?.(event.items, event.plan));
  useSyncToActor(host, props.items, (items) => ({ type: 'ITEMS.SYNC' as const, items }));
  useSyncToActor(host, readOnly, (next) => ({ type: 'CONFIGURE' as const, readOnly: next }));
  return useActorView(host, { platform, messages: sortTexts }, connectSortList);
}
