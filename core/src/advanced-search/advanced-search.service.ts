// The advanced search calls (spec 7) over createApiClient, every answer checked before use, and the
// actors of the panel, the save dialog and the match words over them.
import { fromPromise } from 'xstate';
import { ApiError, createApiClient, type ApiClient } from '../http';
import { asArray, asString, isRecord } from '../shared/guards';
import {
  CHECK_PERMISSION_URL,
  isFilterAdmin,
  parseConditionSettings,
  parseFilterSummary,
  parseHistoryEntry,
  parseSavedFilter,
  searchEndpoint,
  searchMethod,
  type FilterAdminOptions,
} from './advanced-search.logic';
import type {
  CommonConditionSetting,
  FilterRange,
  FilterUser,
  SavedFilter,
  SavedFilterContent,
  SavedFilterSummary,
  SearchAction,
  SearchFieldItem,
  SearchHistoryEntry,
  SearchPayload,
} from './advanced-search.types';
import { parseMatchWords } from './match-words.logic';

/** spec 8: the backend's code for a filter name already taken (the duplicate-name answer). */
export const DUPLICATE_NAME_CODE = 409;

/** A common filter to save. */
export interface SaveFilterRequest {
  /** Set to replace that filter (updateSnaps); absent saves a new one (saveAsSnaps). */
  id?: string;
  name: string;
  isPublic: boolean;
  isDefault: boolean;
  range: readonly FilterRange[];
  snapDescription: string;
  content: SavedFilterContent;
  /**
   * The version of the filter being replaced (issue 35 item 9): when the server holds another, the
   * save is refused as a conflict (`saveProblemOf` reads 'conflict').
   */
  version?: number;
}

/** What a save answers: saved, or the name is taken (spec 5: replace-or-rename). */
export type SaveFilterResult = { status: 'saved'; id: string } | { status: 'duplicate'; id: string | null };

/** The IO of the advanced search and its save dialog; `createSearchServices` gives the real one. */
export interface SearchServices {
  queryCommonConditions(signal?: AbortSignal): Promise<CommonConditionSetting[]>;
  updateCommonConditions(conditions: readonly CommonConditionSetting[]): Promise<void>;
  queryHistories(signal?: AbortSignal): Promise<SearchHistoryEntry[]>;
  addToHistory(content: SavedFilterContent): Promise<void>;
  deleteHistory(id: string): Promise<void>;
  clearHistory(): Promise<void>;
  querySnapsName(signal?: AbortSignal): Promise<SavedFilterSummary[]>;
  queryDefaultSnaps(signal?: AbortSignal): Promise<SavedFilterSummary | null>;
  querySnapsDetail(id: string, signal?: AbortSignal): Promise<SavedFilter>;
  saveFilter(request: SaveFilterRequest): Promise<SaveFilterResult>;
  /**
   * Deletes a saved filter. `version` is the one the list showed: the server refuses to delete a
   * filter changed since (a conflict, issue 35 item 9).
   */
  deleteSnap(id: string, version?: number): Promise<void>;
  queryPersonalMatchWords(signal?: AbortSignal): Promise<string[]>;
  updatePersonalMatchWords(words: readonly string[]): Promise<void>;
  /** spec 6/7: the menu permission check; resolves to the answer's `data`. */
  checkPermission(payload: { menuCode: string }): Promise<unknown>;
}

/** Where the calls go and how. */
export interface SearchServicesOptions {
  /** The suite module (`public` when missing). */
  module?: string;
  mobile?: boolean;
  /** The list the search belongs to: history and settings are kept per module and conditionId. */
  conditionId: string;
  /** The fields, to read saved contents and history entries. */
  fields: readonly SearchFieldItem[];
  /** A fetch to send the calls through (spec 7: requests can be replaced). */
  fetch?: typeof fetch;
  /** Extra headers sent with every call. */
  headers?: Record<string, string>;
  client?: ApiClient;
}

/** The real `SearchServices` over HTTP. */
export function createSearchServices(options: SearchServicesOptions): SearchServices {
  const client = options.client ?? createApiClient({ fetch: options.fetch, headers: options.headers });
  const { conditionId, fields } = options;
  const call = async (action: SearchAction, data: Record<string, unknown> = {}, signal?: AbortSignal) => {
    const envelope = await client.request({
      url: searchEndpoint(action, options),
      method: searchMethod(action),
      data: { conditionId, ...data },
      signal,
    });
    return envelope.data;
  };
  const list = (data: unknown) => (isRecord(data) ? asArray(data.data) : asArray(data));
  return {
    async queryCommonConditions(signal) {
      return parseConditionSettings(await call('queryCommonConditions', {}, signal));
    },
    async updateCommonConditions(conditions) {
      await call('updateCommonConditions', { conditions });
    },
    async queryHistories(signal) {
      return list(await call('queryHistories', {}, signal)).flatMap((item) => {
        const entry = parseHistoryEntry(fields, item);
        return entry ? [entry] : [];
      });
    },
    async addToHistory(content) {
      await call('addToHistory', { content: JSON.stringify(content) });
    },
    async deleteHistory(id) {
      await call('deleteHistory', { id });
    },
    async clearHistory() {
      await call('clearHistory');
    },
    async querySnapsName(signal) {
      return list(await call('querySnapsName', {}, signal)).flatMap((item) => {
        const summary = parseFilterSummary(item);
        return summary ? [summary] : [];
      });
    },
    async queryDefaultSnaps(signal) {
      return parseFilterSummary(await call('queryDefaultSnaps', {}, signal));
    },
    async querySnapsDetail(id, signal) {
      const filter = parseSavedFilter(fields, await call('querySnapsDetail', { id }, signal));
      if (!filter)
        throw new ApiError('malformed', 'the saved filter answer has no id or name', {
          url: searchEndpoint('querySnapsDetail', options),
        });
      return filter;
    },
    async saveFilter(request) {
      const data = {
        ...(request.id ? { id: request.id } : {}),
        ...(request.id && request.version !== undefined ? { version: request.version } : {}),
        name: request.name.trim(),
        isPublic: request.isPublic,
        isDefault: request.isDefault,
        range: request.range,
        rangeContent: JSON.stringify(request.range),
        snapDescription: request.snapDescription,
        content: JSON.stringify(request.content),
        module: options.module?.trim() || 'public',
      };
      try {
        const answer = await call(request.id ? 'updateSnaps' : 'saveAsSnaps', data);
        const id = isRecord(answer) ? asString(answer.id, request.id ?? '') : (request.id ?? '');
        return { status: 'saved', id };
      } catch (error) {
        if (error instanceof ApiError && error.details.code === DUPLICATE_NAME_CODE)
          return { status: 'duplicate', id: null };
        throw error;
      }
    },
    async deleteSnap(id, version) {
      await call('deleteSnap', { id, ...(version !== undefined ? { version } : {}) });
    },
    async queryPersonalMatchWords(signal) {
      return list(await call('queryPersonalMatchWords', {}, signal)).filter(
        (word): word is string => typeof word === 'string',
      );
    },
    async updatePersonalMatchWords(words) {
      await call('updatePersonalMatchWords', { words });
    },
    async checkPermission(payload) {
      const envelope = await client.request({ url: CHECK_PERMISSION_URL, method: 'POST', data: payload });
      return envelope.data;
    },
  };
}

/**
 * The advanced search machine's actors over `SearchServices`; `search` runs the host's search (the
 * list loads its rows) and is read when a search runs, so it may follow the latest prop.
 */
export function advancedSearchActors(
  services: SearchServices,
  search: (payload: SearchPayload) => void | Promise<void>,
) {
  return {
    loadSetup: fromPromise<{
      settings: CommonConditionSetting[];
      filters: SavedFilterSummary[];
      defaultId: string | null;
    }>(async ({ signal }) => {
      const [settings, filters, preferred] = await Promise.all([
        services.queryCommonConditions(signal),
        services.querySnapsName(signal),
        // the default filter is a convenience: without it the form starts empty
        services.queryDefaultSnaps(signal).catch(() => null),
      ]);
      return { settings, filters, defaultId: preferred?.id ?? null };
    }),
    loadFilters: fromPromise<SavedFilterSummary[]>(({ signal }) => services.querySnapsName(signal)),
    loadFilter: fromPromise<SavedFilter, { id: string }>(({ input, signal }) =>
      services.querySnapsDetail(input.id, signal),
    ),
    deleteFilter: fromPromise<void, { id: string; version?: number }>(({ input }) =>
      services.deleteSnap(input.id, input.version),
    ),
    runSearch: fromPromise<void, { payload: SearchPayload }>(async ({ input }) => {
      await search(input.payload);
    }),
    addHistory: fromPromise<void, { content: SavedFilterContent }>(({ input }) =>
      services.addToHistory(input.content),
    ),
    saveSettings: fromPromise<void, { conditions: CommonConditionSetting[] }>(({ input }) =>
      services.updateCommonConditions(input.conditions),
    ),
    loadHistory: fromPromise<SearchHistoryEntry[]>(({ signal }) => services.queryHistories(signal)),
    deleteHistory: fromPromise<void, { id: string }>(({ input }) => services.deleteHistory(input.id)),
    clearHistory: fromPromise<void>(() => services.clearHistory()),
  };
}

/** Who may save public filters (spec 6): the user and the checks of `isFilterAdmin`. */
export interface FilterAdminCheck {
  user?: FilterUser;
  module?: string;
  customCheck?: FilterAdminOptions['customCheck'];
  /** `permission` (default): the menu permission check of `services`; `user`: the old rule on `user`. */
  adminBy?: 'permission' | 'user';
}

/** The save-common-filter dialog's actors over `SearchServices`. */
export function commonFilterSaveActors(services: SearchServices, admin: FilterAdminCheck = {}) {
  return {
    checkAdmin: fromPromise<boolean>(() =>
      isFilterAdmin(admin.user, {
        module: admin.module,
        customCheck: admin.customCheck,
        checkPermission: admin.adminBy === 'user' ? undefined : services.checkPermission,
      }),
    ),
    loadFilter: fromPromise<SavedFilter, { id: string }>(({ input }) => services.querySnapsDetail(input.id)),
    saveFilter: fromPromise<SaveFilterResult, SaveFilterRequest>(({ input }) => services.saveFilter(input)),
  };
}

/** The match words machine's actors over `SearchServices`. */
export function matchWordsActors(services: SearchServices) {
  return {
    loadWords: fromPromise<string[]>(async ({ signal }) =>
      parseMatchWords(await services.queryPersonalMatchWords(signal)),
    ),
    saveWords: fromPromise<void, { words: string[] }>(({ input }) =>
      services.updatePersonalMatchWords(input.words),
    ),
  };
}
