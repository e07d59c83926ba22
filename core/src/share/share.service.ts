// The share list's and auth form's HTTP calls (spec 7) over createApiClient; every call carries the
// share context and every answer is checked before use; and the list's and form's actors over them.
import { fromPromise } from 'xstate';
import { createApiClient, type ApiClient, type HttpMethod } from '../http';
import {
  parseAuthForm,
  parseMatrixItems,
  parseSharePage,
  shareEndpoint,
  withShareContext,
} from './share.logic';
import { shareListImplementations, type ShareSortPlan } from './share.machine';
import type {
  AuthFormData,
  ShareAction,
  ShareContext,
  ShareMatrixItem,
  SharePage,
  ShareQuery,
} from './share.types';

/** The IO a share list and its auth form need; `createShareServices` gives the real one, tests give fakes. */
export interface ShareServices {
  list(query: ShareQuery, signal?: AbortSignal): Promise<SharePage>;
  /**
   * The list's changes name the version of the table they edit (`version`, from the list; absent:
   * none): when the server holds another, the change is refused as a conflict (`saveProblemOf`).
   */
  remove(ids: readonly string[], signal?: AbortSignal, version?: number): Promise<void>;
  top(id: string, signal?: AbortSignal, version?: number): Promise<void>;
  sort(plan: ShareSortPlan, signal?: AbortSignal, version?: number): Promise<void>;
  /** The auth form query: the values of a share (edit) or the defaults (add). */
  formQuery(params: { mode: 'add' | 'edit'; id: string | null }, signal?: AbortSignal): Promise<AuthFormData>;
  matrixItems(params: { matrixId: string }, signal?: AbortSignal): Promise<ShareMatrixItem[]>;
  /** Add a share, or update it when `params.id` is set. */
  add(params: Record<string, unknown>, signal?: AbortSignal): Promise<void>;
}

/** Where the share calls go. */
export interface ShareServicesOptions {
  context: ShareContext;
  client?: ApiClient;
  /** spec 7 getMaTrixItems answers GET and POST (default GET). */
  matrixMethod?: HttpMethod;
}

/** The real `ShareServices` over HTTP. */
export function createShareServices(options: ShareServicesOptions): ShareServices {
  const client = options.client ?? createApiClient();
  const call = async (
    action: ShareAction,
    params: Record<string, unknown>,
    signal?: AbortSignal,
    method: HttpMethod = 'POST',
  ) => {
    const envelope = await client.request({
      url: shareEndpoint(action, { module: options.context.module }),
      method,
      data: withShareContext(options.context, params),
      signal,
    });
    return envelope.data;
  };
  return {
    async list(query, signal) {
      return parseSharePage(await call('list', { ...query }, signal), query);
    },
    async remove(ids, signal, version) {
      await call('delete', { ids: ids.join(','), version }, signal);
    },
    async top(id, signal, version) {
      await call('top', { id, version }, signal);
    },
    async sort(plan, signal, version) {
      await call('sort', { update: [...plan.create, ...plan.update], version }, signal);
    },
    async formQuery(params, signal) {
      return parseAuthForm(
        await call(
          'formQuery',
          params.id ? { id: params.id, mode: params.mode } : { mode: params.mode },
          signal,
        ),
      );
    },
    async matrixItems(params, signal) {
      return parseMatrixItems(
        await call('matrixItems', { matrixId: params.matrixId }, signal, options.matrixMethod ?? 'GET'),
      );
    },
    async add(params, signal) {
      // spec 3 browser selection keys: the host's key of the share setting goes with the selection
      const shareKey = options.context.shareKey?.trim();
      await call('add', shareKey ? { shareKey, ...params } : params, signal);
    },
  };
}

/** The share list machine's actors over `ShareServices` (the changes' calls on its child machine). */
export function shareListActors(services: ShareServices) {
  return shareListImplementations({
    fetchList: fromPromise<SharePage, ShareQuery>(({ input, signal }) => services.list(input, signal)),
    removeShares: fromPromise<void, { ids: string[]; version?: number }>(({ input, signal }) =>
      services.remove(input.ids, signal, input.version),
    ),
    topShare: fromPromise<void, { id: string; version?: number }>(({ input, signal }) =>
      services.top(input.id, signal, input.version),
    ),
    sortShares: fromPromise<void, { plan: ShareSortPlan; version?: number }>(({ input, signal }) =>
      services.sort(input.plan, signal, input.version),
    ),
  }).actors;
}

/** The auth form machine's actors over `ShareServices`. */
export function authFormActors(services: ShareServices) {
  return {
    loadForm: fromPromise<AuthFormData, { mode: 'add' | 'edit'; id: string | null }>(({ input, signal }) =>
      services.formQuery(input, signal),
    ),
    loadMatrixItems: fromPromise<ShareMatrixItem[], { matrixId: string }>(({ input, signal }) =>
      services.matrixItems(input, signal),
    ),
    saveShare: fromPromise<void, { params: Record<string, unknown> }>(({ input, signal }) =>
      services.add(input.params, signal),
    ),
  };
}
