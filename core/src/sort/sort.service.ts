// The sort save call: sends a plan (create, update, delete) as planSort made it.
import { createApiClient, type ApiClient } from '../http';
import type { SortEntry, SortPlan } from './sort.types';

/** The default save call (`{module}` filled); hosts pass their own (spec 7: sort URLs are supplied). */
export const SORT_SAVE_URL = '/api/{module}/common/sort/save';

export interface SortApiOptions {
  client?: ApiClient;
  module?: string;
  url?: string;
  /** Extra fields sent with the plan (the share context ...). */
  params?: Record<string, unknown>;
}

/** A save function that posts a plan to the sort call. */
export function createSortSave(
  options: SortApiOptions = {},
): (plan: SortPlan<SortEntry>, signal?: AbortSignal) => Promise<void> {
  const client = options.client ?? createApiClient();
  const url = (options.url ?? SORT_SAVE_URL).replaceAll(
    '{module}',
    encodeURIComponent(options.module ?? 'bcw'),
  );
  return async (plan, signal) => {
    await client.request({
      url,
      method: 'POST',
      data: { ...options.params, create: plan.create, update: plan.update, delete: plan.delete },
      signal,
    });
  };
}
