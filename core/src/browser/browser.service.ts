// The browser's HTTP calls (spec 7) over createApiClient, every answer checked before use, and the
// machine's actors over them.
import { fromPromise } from 'xstate';
import { createApiClient, type ApiClient } from '../http';
import { asNumber, isRecord } from '../shared/guards';
import {
  parseCombinations,
  parseConditions,
  parseCount,
  parsePermission,
  parseServerProps,
  type BrowserCondition,
  type BrowserServerProps,
} from './browser.answers';
import { browserEndpoint, parseEntries, parseTree } from './browser.logic';
import type { BrowserAction, BrowserEntry, BrowserPage, BrowserTreeNode } from './browser.types';
import { browserSuggestMachine } from './browser-suggest.machine';

/** Which list the dialog shows. */
export type BrowserTab = 'all' | 'organization' | 'recent';

/** One page request. */
export interface BrowserQuery {
  keyword: string;
  tab: BrowserTab;
  /** The left tree's chosen node (organization tab). */
  nodeId: string | null;
  /** Department, subcompany, organization: include sub-organisations. */
  includeSub: boolean;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The condition form's filters as `dataCondition` sends them (spec 7); empty or absent: none. */
  condition?: Record<string, string | number>;
}

/** The IO a browser needs; `createBrowserServices` gives the real one, tests give fakes. */
export interface BrowserServices {
  /** A page of results (the recent tab answers the user's history). */
  search(query: BrowserQuery, signal: AbortSignal): Promise<BrowserPage>;
  /** The left tree of subcompanies and departments. */
  leftData(signal: AbortSignal): Promise<BrowserTreeNode[]>;
  /** spec 7 destData: entries of the given ids. */
  destData(ids: readonly string[], signal: AbortSignal): Promise<BrowserEntry[]>;
  /** Associative suggestions for what is typed in the field. */
  associate(keyword: string, signal: AbortSignal): Promise<BrowserEntry[]>;
  /** Records picks in the user's history (fire and forget). */
  addHistory(ids: readonly string[]): Promise<void>;
  /** spec 7 permission: may the user browse this type here (false only when the server says so). */
  permission(signal: AbortSignal): Promise<boolean>;
  /** spec 7 prop: the browser's own properties (multiple, max count, page size). */
  props(signal: AbortSignal): Promise<BrowserServerProps>;
  /** spec 7 condition: the filters of the picker's condition form. */
  conditions(signal: AbortSignal): Promise<BrowserCondition[]>;
}

/** Where a browser's calls go. */
export interface BrowserServicesOptions {
  module: string;
  type: string;
  mobile?: boolean;
  appId?: string;
  runtimeApp?: boolean;
  /** Extra fields sent with every call (the host's commonParams). */
  params?: Record<string, unknown>;
  client?: ApiClient;
}

function dataOf(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** The real `BrowserServices` over HTTP. */
export function createBrowserServices(options: BrowserServicesOptions): BrowserServices {
  const client = options.client ?? createApiClient();
  const call = async (action: BrowserAction, data: Record<string, unknown>, signal?: AbortSignal) => {
    const { url, payload } = browserEndpoint({ ...options, action });
    const envelope = await client.request({
      url,
      method: 'POST',
      data: { ...options.params, ...payload, ...data },
      signal,
    });
    return dataOf(envelope.data);
  };
  return {
    async search(query, signal) {
      // spec 3 combinationResource: the combination picker lists the combinations with their members
      if (options.type === 'combinationResource' && query.tab !== 'recent') {
        const entries = parseCombinations(
          await call('combination', { keyword: query.keyword }, signal),
          options.type,
        );
        return { entries, total: entries.length, hasMore: false };
      }
      if (query.tab === 'recent') {
        const answer = await call('history', { keyword: query.keyword }, signal);
        const entries = parseEntries(answer.data, options.type);
        return { entries, total: entries.length, hasMore: false };
      }
      const filters = {
        keyword: query.keyword,
        ...(query.tab === 'organization' && query.nodeId ? { nodeId: query.nodeId } : {}),
        subordinate: query.includeSub,
      };
      // spec 7 dataCondition (desktop only): the condition form's filters narrow the list; its
      // answer carries its own total
      if (!options.mobile && query.condition && Object.keys(query.condition).length > 0) {
        const answer = await call(
          'dataCondition',
          { ...filters, ...query.condition, current: query.page, pageSize: query.pageSize },
          signal,
        );
        const entries = parseEntries(answer.data, options.type);
        return { entries, total: asNumber(answer.total, entries.length), hasMore: answer.hasMore === true };
      }
      // spec 7 count: the first page asks for the paging total beside the data; a failed count
      // falls back to the total the data answer gives
      const [answer, count] = await Promise.all([
        call('data', { ...filters, current: query.page, pageSize: query.pageSize }, signal),
        query.page === 1
          ? call('count', filters, signal).then(parseCount, () => null)
          : Promise.resolve(null),
      ]);
      const entries = parseEntries(answer.data, options.type);
      const total = count ?? asNumber(answer.total, entries.length);
      return { entries, total, hasMore: answer.hasMore === true };
    },
    async permission(signal) {
      return parsePermission(await call('permission', {}, signal));
    },
    async props(signal) {
      return parseServerProps(await call('prop', {}, signal));
    },
    async conditions(signal) {
      return parseConditions(await call('condition', {}, signal));
    },
    async leftData(signal) {
      return parseTree((await call('leftData', {}, signal)).data);
    },
    async destData(ids, signal) {
      return parseEntries((await call('destData', { selectIds: ids.join(',') }, signal)).data, options.type);
    },
    async associate(keyword, signal) {
      // the app's type-ahead is the complete call; the desktop's the associate call
      const action = options.mobile ? 'complete' : 'associate';
      return parseEntries((await call(action, { keyword }, signal)).data, options.type);
    },
    async addHistory(ids) {
      await call('addData', { selectIds: ids.join(',') });
    },
  };
}

/** Every IO actor of the browser and its suggestions, by name (as tests and `browserActors` give them). */
export interface BrowserIo {
  fetchPage: ReturnType<typeof fromPromise<BrowserPage, BrowserQuery>>;
  fetchTree: ReturnType<typeof fromPromise<BrowserTreeNode[], void>>;
  resolveIds: ReturnType<typeof fromPromise<BrowserEntry[], { ids: string[] }>>;
  fetchSuggestions: ReturnType<typeof fromPromise<BrowserEntry[], { keyword: string }>>;
  checkPermission: ReturnType<typeof fromPromise<boolean, void>>;
  fetchProps: ReturnType<typeof fromPromise<BrowserServerProps, void>>;
  fetchConditions: ReturnType<typeof fromPromise<BrowserCondition[], void>>;
}

/**
 * Implementations for `browserMachine.provide()` from its flat IO: each actor goes to the machine
 * that calls it (the suggestions' call to the `suggest` child).
 */
export function browserImplementations(io: Partial<BrowserIo>) {
  const { fetchSuggestions, ...own } = io;
  const actors = Object.fromEntries(Object.entries(own).filter(([, actor]) => actor)) as Partial<
    Omit<BrowserIo, 'fetchSuggestions'>
  >;
  return {
    actors: {
      ...actors,
      suggest: browserSuggestMachine.provide({ actors: fetchSuggestions ? { fetchSuggestions } : {} }),
    },
  };
}

/** The browser machine's actors over `BrowserServices` (HTTP from `createBrowserServices`, or fakes). */
export function browserActors(services: BrowserServices) {
  return browserImplementations({
    fetchPage: fromPromise<BrowserPage, BrowserQuery>(({ input, signal }) => services.search(input, signal)),
    fetchTree: fromPromise<BrowserTreeNode[], void>(({ signal }) => services.leftData(signal)),
    resolveIds: fromPromise<BrowserEntry[], { ids: string[] }>(({ input, signal }) =>
      services.destData(input.ids, signal),
    ),
    fetchSuggestions: fromPromise<BrowserEntry[], { keyword: string }>(({ input, signal }) =>
      services.associate(input.keyword, signal),
    ),
    checkPermission: fromPromise<boolean, void>(({ signal }) => services.permission(signal)),
    fetchProps: fromPromise<BrowserServerProps, void>(({ signal }) => services.props(signal)),
    fetchConditions: fromPromise<BrowserCondition[], void>(({ signal }) => services.conditions(signal)),
  }).actors;
}
