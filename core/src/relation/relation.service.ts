// The related-record calls (spec 7): the relation browser defaults (getBrowserBean,
// browserBeanSearch) and the configured add and delete calls (answers are untrusted), and the
// relation machine's actors over them.
import { fromPromise } from 'xstate';
import type { ApiClient } from '../http';
import { createApiClient } from '../http';
import { asNumber, isRecord } from '../shared/guards';
import { relationAddPayload, relationBrowserType, relationDeletePayload } from './relation.logic';
import type { RelationSaveInput } from './relation.machine';
import type {
  RelationBrowserBean,
  RelationBrowserSearchDefaults,
  RelationKind,
  RelationTarget,
} from './relation.types';

/** spec 7: the relation browser defaults. */
export const RELATION_BROWSER_BEAN_URL = '/api/bcw/relevanceBrowser/getBrowserBean';
export const RELATION_BROWSER_SEARCH_URL = '/api/bcw/relevanceBrowser/browserBeanSearch';
/** spec 7: the add and delete calls are configured (`addUrl`, `deleteUrl`); these are the defaults, `{module}` filled. */
export const RELATION_ADD_URL = '/api/{module}/common/relevance/add';
export const RELATION_DELETE_URL = '/api/{module}/common/relevance/delete';

/** Parameters of the relation browser default calls. */
export interface RelationBrowserParams {
  /** The related-record kind or browser type (`document`, `mainline`, `taskBrowser` ...). */
  type: string;
  /** The card's module. */
  module?: string;
  [key: string]: unknown;
}

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value !== '' ? value : fallback;

/** spec 7 `getBrowserBean`: the browser type, module and parameters a related-record field picks with. */
export async function relationBrowserBean(
  api: ApiClient,
  params: RelationBrowserParams,
): Promise<RelationBrowserBean> {
  const answer = await api.request({ url: RELATION_BROWSER_BEAN_URL, method: 'GET', data: params });
  const data = isRecord(answer.data) ? answer.data : {};
  const bean: RelationBrowserBean = {
    browserType: text(data.browserType ?? data.type, relationBrowserType(params.type)),
    module: text(data.module, params.module ?? 'bcw'),
    multiple: data.multiple === undefined ? true : data.multiple === true || data.multiple === 1,
    params: isRecord(data.params) ? { ...data.params } : {},
  };
  if (typeof data.title === 'string') bean.title = data.title;
  return bean;
}

/** spec 7 `browserBeanSearch`: the default search of a related-record browser. */
export async function relationBrowserSearch(
  api: ApiClient,
  params: RelationBrowserParams,
): Promise<RelationBrowserSearchDefaults> {
  const answer = await api.request({ url: RELATION_BROWSER_SEARCH_URL, method: 'GET', data: params });
  const data = isRecord(answer.data) ? answer.data : {};
  const pageSize = asNumber(data.pageSize, 10);
  return {
    browserType: text(data.browserType ?? data.type, relationBrowserType(params.type)),
    module: text(data.module, params.module ?? 'bcw'),
    keyword: typeof data.keyword === 'string' ? data.keyword : '',
    pageSize: pageSize > 0 && pageSize <= 200 ? Math.floor(pageSize) : 10,
    conditions: isRecord(data.conditions) ? { ...data.conditions } : {},
  };
}

/** The IO of a related-record field. */
export interface RelationServices {
  /** spec 7: links `ids` (the add call); rejects on failure. */
  add(
    kind: RelationKind,
    target: RelationTarget,
    ids: readonly string[],
    signal?: AbortSignal,
  ): Promise<void>;
  /** spec 7: unlinks `ids` (the delete call); rejects on failure. */
  remove(
    kind: RelationKind,
    target: RelationTarget,
    ids: readonly string[],
    signal?: AbortSignal,
  ): Promise<void>;
}

export interface RelationServicesOptions {
  client?: ApiClient;
  /** The configured add call (default `RELATION_ADD_URL`). */
  addUrl?: string;
  /** The configured delete call (default `RELATION_DELETE_URL`). */
  deleteUrl?: string;
  /** spec 3: the card's `requestHeaderParams`, sent with each call only to the API's own origin. */
  requestHeaderParams?: Readonly<Record<string, string>>;
  /**
   * spec 3: the card's `dataParams`, sent with the add call as with the card's browser calls, so the
   * server knows the record the links are made from; the add payload's own fields win over them.
   */
  dataParams?: Readonly<Record<string, string | number | boolean>>;
}

const fill = (template: string, module: string) =>
  template.replaceAll('{module}', encodeURIComponent(module || 'common'));

/** The real `RelationServices` over HTTP. */
export function createRelationServices(options: RelationServicesOptions = {}): RelationServices {
  const client = options.client ?? createApiClient();
  return {
    async add(kind, target, ids, signal) {
      const url = fill(options.addUrl ?? RELATION_ADD_URL, target.module);
      await client.request({
        url,
        method: 'POST',
        data: { ...options.dataParams, ...relationAddPayload(kind, { ...target, ids }) },
        apiHeaders: options.requestHeaderParams,
        signal,
      });
    },
    async remove(kind, target, ids, signal) {
      const url = fill(options.deleteUrl ?? RELATION_DELETE_URL, target.module);
      await client.request({
        url,
        method: 'POST',
        data: relationDeletePayload(kind, { ...target, ids }),
        apiHeaders: options.requestHeaderParams,
        signal,
      });
    },
  };
}

/** The relation machine's actors over `RelationServices`. */
export function relationActors(services: RelationServices) {
  return {
    // spec 4: new ids through the add call, removed ids through the delete call
    save: fromPromise<void, RelationSaveInput>(async ({ input, signal }) => {
      if (input.add.length > 0) await services.add(input.kind, input.target, input.add, signal);
      if (input.remove.length > 0) await services.remove(input.kind, input.target, input.remove, signal);
    }),
  };
}
