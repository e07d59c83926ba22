// spec 4 "Layout actions allowed" and spec 3 "Action entry" (action plus params). Entries come
// from configuration, so each is checked; unsafe addresses and prototype names are refused.
import type { ApiRequest, HttpMethod } from '../http';
import { isRecord, ownValue, type KeyValueStorage, type UnknownRecord } from '../shared';
import type { RefreshTarget } from './refresh.logic';
import { isRoutePath, safeUrl } from '../shared/url-safety';

/** Where a function called by an action is looked up (spec 4: cross-module, custom logic or local). */
export type FunctionScope = 'crossModule' | 'ecode' | 'local';

/** One layout action (spec 4). */
export type LayoutAction =
  | { action: 'pushRoute'; params: { path: string; replace?: boolean } }
  | { action: 'openLink'; params: { url: string } }
  | { action: 'openInCurrentWindow'; params: { url: string } }
  | {
      action: 'request';
      params: {
        url: string;
        method?: HttpMethod;
        data?: Record<string, unknown>;
        headers?: Record<string, string>;
      };
    }
  | { action: 'reload'; params?: Record<string, never> }
  | { action: 'saveToLocalStorage'; params: { key: string; value: unknown } }
  | { action: 'callFunction'; params: { name: string; scope?: FunctionScope; args?: unknown[] } }
  | { action: 'refreshContent'; params: { module: string } | { key: string; type: string } };

/** The names of the layout actions. */
export type LayoutActionName = LayoutAction['action'];

/** Functions an action may call, per scope. Only own properties are ever looked up. */
export type FunctionRegistry = Partial<Record<FunctionScope, Record<string, unknown>>>;

/** What actions do to the page: the host supplies every effect (core never touches window). */
export interface LayoutActionHost {
  pushRoute(path: string, replace: boolean): void;
  openWindow(url: string): void;
  assignLocation(url: string): void;
  request(request: ApiRequest): Promise<unknown>;
  reload(): void;
  storage: KeyValueStorage;
  functions: FunctionRegistry;
  refresh(target: RefreshTarget): void;
}

/** Why an action was not done. */
export type ActionRefusal = 'unknown-action' | 'invalid-params' | 'unsafe-url' | 'unknown-function';

/** The result of dispatching an action; `value` is what a request or function returned. */
export type ActionOutcome = { ok: true; value?: unknown } | { ok: false; reason: ActionRefusal };

const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);
const METHODS = new Set<HttpMethod>(['GET', 'POST', 'PUT', 'DELETE']);
const SCOPES = new Set<FunctionScope>(['crossModule', 'ecode', 'local']);

const ok = (value?: unknown): ActionOutcome => (value === undefined ? { ok: true } : { ok: true, value });
const refuse = (reason: ActionRefusal): ActionOutcome => ({ ok: false, reason });

/** A function of the registry by own property only; `__proto__`, `constructor`, `prototype` are refused. */
export function lookupFunction(
  registry: FunctionRegistry,
  scope: FunctionScope,
  name: string,
): ((...args: unknown[]) => unknown) | null {
  if (FORBIDDEN_NAMES.has(name) || !SCOPES.has(scope)) return null;
  const functions = ownValue(registry as Record<string, Record<string, unknown> | undefined>, scope);
  if (!isRecord(functions)) return null;
  const found = ownValue(functions, name);
  return typeof found === 'function' ? (found as (...args: unknown[]) => unknown) : null;
}

function withUrl(params: UnknownRecord, act: (url: string) => ActionOutcome): ActionOutcome {
  if (typeof params.url !== 'string') return refuse('invalid-params');
  const url = safeUrl(params.url);
  return url === null ? refuse('unsafe-url') : act(url);
}

function refreshTargetOf(params: UnknownRecord): RefreshTarget | null {
  if (typeof params.module === 'string' && params.module !== '')
    return { kind: 'module', module: params.module };
  if (typeof params.key === 'string' && typeof params.type === 'string')
    return { kind: 'widget', key: params.key, type: params.type };
  return null;
}

type Handler = (params: UnknownRecord, host: LayoutActionHost) => ActionOutcome;

const HANDLERS: Readonly<Record<LayoutActionName, Handler>> = {
  pushRoute: (params, host) => {
    if (typeof params.path !== 'string') return refuse('invalid-params');
    if (!isRoutePath(params.path)) return refuse('unsafe-url');
    host.pushRoute(params.path.trim(), params.replace === true);
    return ok();
  },
  openLink: (params, host) => withUrl(params, (url) => (host.openWindow(url), ok())),
  openInCurrentWindow: (params, host) => withUrl(params, (url) => (host.assignLocation(url), ok())),
  request: (params, host) =>
    withUrl(params, (url) => {
      const method = typeof params.method === 'string' ? (params.method.toUpperCase() as HttpMethod) : 'GET';
      if (!METHODS.has(method)) return refuse('invalid-params');
      const data = isRecord(params.data) ? params.data : undefined;
      const headers = isRecord(params.headers) ? (params.headers as Record<string, string>) : undefined;
      return ok(host.request({ url, method, data, headers }));
    }),
  reload: (_params, host) => (host.reload(), ok()),
  saveToLocalStorage: (params, host) => {
    if (typeof params.key !== 'string' || params.key === '' || !('value' in params))
      return refuse('invalid-params');
    host.storage.set(
      params.key,
      typeof params.value === 'string' ? params.value : JSON.stringify(params.value),
    );
    return ok();
  },
  callFunction: (params, host) => {
    if (typeof params.name !== 'string') return refuse('invalid-params');
    const scope = (typeof params.scope === 'string' ? params.scope : 'local') as FunctionScope;
    const fn = lookupFunction(host.functions, scope, params.name);
    if (!fn) return refuse('unknown-function');
    return ok(fn(...(Array.isArray(params.args) ? params.args : [])));
  },
  refreshContent: (params, host) => {
    const target = refreshTargetOf(params);
    if (!target) return refuse('invalid-params');
    host.refresh(target);
    return ok();
  },
};

/** Runs untrusted action entries against a host. */
export type LayoutActionDispatcher = (entry: LayoutAction | unknown) => ActionOutcome;

/**
 * The one typed dispatcher of layout actions (spec 4). Entries are checked first: an unknown
 * action, missing params, a link, window or request address that is not http(s) or same-origin
 * relative, a route that is not a `/` path, or a function that is not an own property of the
 * registry is refused and nothing happens.
 */
export function createLayoutActionDispatcher(host: LayoutActionHost): LayoutActionDispatcher {
  return (entry) => {
    if (!isRecord(entry) || typeof entry.action !== 'string') return refuse('unknown-action');
    const handler = ownValue(HANDLERS as Record<string, Handler>, entry.action);
    if (!handler) return refuse('unknown-action');
    return handler(isRecord(entry.params) ? entry.params : {}, host);
  };
}
