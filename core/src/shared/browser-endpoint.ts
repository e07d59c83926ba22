// spec 7: the object picker's ("browser") calls, where each goes and what it carries; read by the
// browser and by the HR card (its details are the browser's destData call).

/** The calls under `/api/{module}/common/browser/` (spec 7). */
export type BrowserAction =
  | 'data'
  | 'count'
  | 'dataCondition'
  | 'permission'
  | 'complete'
  | 'condition'
  | 'destData'
  | 'leftData'
  | 'prop'
  | 'history'
  | 'addData'
  | 'associate'
  | 'combination';

/** Options of `browserEndpoint`. */
export interface BrowserEndpointOptions {
  /** The suite module owning the browser (`hrm`, `crm`, `workflow` ...). */
  module: string;
  /** The browser type (`resource`, `department`, `taskBrowser` ...). */
  type: string;
  action: BrowserAction;
  /** Mobile calls go under `/api/app/`. */
  mobile?: boolean;
  /** The e-builder app id; sent as `leftListSelectedData.appId` for a runtime app. */
  appId?: string;
  /** True when `appId` is a runtime (e-builder) app: data and count go to the e-builder path. */
  runtimeApp?: boolean;
  /** Where e-builder data and count calls go (default `EBUILDER_BROWSER_BASE`). */
  ebuilderBase?: string;
}

/** Where a browser call goes and what it must carry. */
export interface BrowserEndpoint {
  url: string;
  payload: Record<string, unknown>;
}

/**
 * The e-builder path data and count calls of a runtime app go to. The spec does not show it: this
 * is the one place to change it (or pass `ebuilderBase`).
 */
export const EBUILDER_BROWSER_BASE = '/api/ebuilder/common/browser';

/** spec 7: every browser call. */
export const BROWSER_ACTIONS: readonly BrowserAction[] = [
  'data',
  'count',
  'dataCondition',
  'permission',
  'complete',
  'condition',
  'destData',
  'leftData',
  'prop',
  'history',
  'addData',
  'associate',
  'combination',
];

function pathSegment(value: string, what: string): string {
  const text = String(value ?? '').trim();
  if (text === '' || text === '.' || text === '..') throw new Error(`browserEndpoint: ${what} is required`);
  return encodeURIComponent(text);
}

/**
 * spec 7: the address and payload of a browser call. Desktop calls go to
 * `/api/{module}/common/browser/{action}/{type}`, mobile ones under `/api/app/`; a runtime app's
 * data and count calls go to the e-builder path with `leftListSelectedData.appId` in the payload.
 * `dataCondition` exists on desktop only.
 */
export function browserEndpoint(options: BrowserEndpointOptions): BrowserEndpoint {
  const { action, mobile = false, runtimeApp = false, appId } = options;
  if (!BROWSER_ACTIONS.includes(action))
    throw new Error(`browserEndpoint: unknown action "${String(action)}"`);
  if (mobile && action === 'dataCondition') {
    throw new Error(
      'browserEndpoint: dataCondition is a desktop-only browser call (spec 7), not available on mobile',
    );
  }
  const type = pathSegment(options.type, 'type');
  const module = pathSegment(options.module, 'module');
  const payload: Record<string, unknown> = {};
  if (runtimeApp && (action === 'data' || action === 'count')) {
    const base = (options.ebuilderBase ?? EBUILDER_BROWSER_BASE).replace(/\/+$/, '');
    payload.leftListSelectedData = { appId: appId ?? '' };
    return { url: `${base}/${action}/${type}`, payload };
  }
  const prefix = mobile ? `/api/app/${module}` : `/api/${module}`;
  return { url: `${prefix}/common/browser/${action}/${type}`, payload };
}
