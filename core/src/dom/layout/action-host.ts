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
export function browserActionHost(options: BrowserActionHostOptions, win?: Window): LayoutActionHost {
  // the window is read when an action runs (in a browser), never when the host is made (maybe on a server)
  const page = () => win ?? window;
  return {
    pushRoute: (path, replace) => (replace ? options.history.replace(path) : options.history.push(path)),
    openWindow: (url) => void page().open(url, '_blank', 'noopener,noreferrer'),
    assignLocation: (url) => page().location.assign(url),
    request: (request) => options.client.request(request),
    reload: () => page().location.reload(),
    storage: browserStorage('local'),
    functions: options.functions ?? {},
    refresh: options.refresh,
  };
}
