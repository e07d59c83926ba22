// The sort save call: sends a plan (create, update, delete) as planSort made it; and the sortable
// list's actors over it.
import { fromPromise } from 'xstate';
import { createApiClient, type ApiClient } from '../http';
import type { SortableItem } from './sort.machine';
import type { SortEntry, SortPlan } from './sort.types';

/** The default save call (`{module}` filled); hosts pass their own (spec 7: sort URLs are supplied). */
export const SORT_SAVE_URL = '/api/{module}/common/sort/save';

/** Where the save call goes. */
export interface SortServicesOptions {
  client?: ApiClient;
  module?: string;
  url?: string;
  /** Extra fields sent with the plan (the share context ...). */
  params?: Record<string, unknown>;
}

/** The IO of a sortable list; `createSortServices` gives the real one, hosts and tests their own. */
export interface SortServices {
  /** Saves a plan (only the entries planSort changed). */
  save(plan: SortPlan<SortEntry>, signal?: AbortSignal): Promise<void>;
}

/** The real `SortServices`: posts a plan to the sort call. */
export function createSortServices(options: SortServicesOptions = {}): SortServices {
  const client = options.client ?? createApiClient();
  const url = (options.url ?? SORT_SAVE_URL).replaceAll(
    '{module}',
    encodeURIComponent(options.module ?? 'bcw'),
  );
  return {
    async save(plan, signal) {
      await client.request({
        url,
        method: 'POST',
        data: { ...options.params, create: plan.create, update: plan.update, delete: plan.delete },
        signal,
      });
    },
  };
}

/** The sortable list machine's actors over `SortServices`. */
export function sortActors(services: SortServices) {
  return {
    save: fromPromise<void, SortPlan<SortableItem>>(({ input, signal }) => services.save(input, signal)),
  };
}
