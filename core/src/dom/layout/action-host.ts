// The browser behind the layout actions (spec 4): window.open, location, storage.
import type { ApiClient } from '../../http';
import type { FunctionRegistry, LayoutActionHost, RefreshTarget } from '../../layout';
import { browserStorage } from '../storage';
import type { LayoutHistory } from './history';

/** What the browser action host needs from the page. */
export interface BrowserActionHostOptions {
  history: LayoutHistory;
  client: ApiClient;
  functions?: FunctionRegistry;
  refresh(target: RefreshTarget): void;
}

/** A `LayoutActionHost` over the browser window. Links open with `noopener,noreferrer`. */
export function browserActionHost(options: BrowserActionHostOptions, win: Window = window): LayoutActionHost {
  return {
    pushRoute: (path, replace) => (replace ? options.history.replace(path) : options.history.push(path)),
    openWindow: (url) => void win.open(url, '_blank', 'noopener,noreferrer'),
    assignLocation: (url) => win.location.assign(url),
    request: (request) => options.client.request(request),
    reload: () => win.location.reload(),
    storage: browserStorage('local'),
    functions: options.functions ?? {},
    refresh: options.refresh,
  };
}
