import { resolvedOrigin, staysOnPage } from '../shared/url';
import { ApiError, parseEnvelope, type Envelope } from './envelope';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call: POST and PUT send `data` as a JSON body, GET and DELETE as a query string. */
export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  data?: Record<string, unknown>;
  headers?: Record<string, string>;
  /**
   * Headers of this call that follow the client's own-origin rule (like its `headers` option):
   * sent only when the call goes to the API's own origin or a trusted one (a card's
   * `requestHeaderParams`, spec 3).
   */
  apiHeaders?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ApiClientOptions {
  /** Prefix for relative urls (default: none, same origin). */
  baseUrl?: string;
  /** A fetch to use instead of the global one (tests, hosts with their own transport). */
  fetch?: typeof fetch;
  /**
   * Headers sent with every call (session, second employee id ...): only to the API's own origin
   * (relative addresses, or `baseUrl`'s origin) and to `trustedOrigins`, never to other hosts.
   */
  headers?: Record<string, string>;
  /**
   * Other origins (`https://host[:port]`) that get the configured headers and the browser's
   * credentials. A call to any other host goes without them (`credentials: 'omit'`).
   */
  trustedOrigins?: readonly string[];
  /** Default time-out of a call in ms. */
  timeoutMs?: number;
}

export interface ApiClient {
  /** Sends the call and returns the checked envelope; throws ApiError on any failure, including `status: false`. */
  request<T = unknown>(request: ApiRequest): Promise<Envelope<T>>;
  /** Like request, but returns the raw parsed JSON body without the envelope check. */
  requestJson(request: ApiRequest): Promise<unknown>;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/** Appends `data` to `url` as query parameters (arrays comma-joined, null and undefined left out). */
export function withQuery(url: string, data: Record<string, unknown> | undefined): string {
  if (!data) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    params.append(
      key,
      Array.isArray(value)
        ? value.join(',')
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value),
    );
  }
  const query = params.toString();
  if (!query) return url;
  return url + (url.includes('?') ? '&' : '?') + query;
}

function joinUrl(base: string, url: string): string {
  if (!base || /^(https?:)?\/\//i.test(url)) return url;
  return base.replace(/\/+$/, '') + '/' + url.replace(/^\/+/, '');
}

/**
 * Whether a call to `url` may carry the configured headers and credentials: an address that stays
 * on the page (relative, as the browser's parser reads it: `/\\host`, ` //host` and `https:host`
 * are other hosts), `baseUrl`'s origin, or an allowlisted one.
 */
function isTrustedTarget(url: string, baseUrl: string, trusted: ReadonlySet<string>): boolean {
  if (staysOnPage(url)) return true;
  // the page's own address is not known to core: an absolute or `//host` address is judged by
  // where it leads from an https page and from an http one, and must be trusted from both
  const targets = ['https://page.invalid/', 'http://page.invalid/'].map((page) => resolvedOrigin(url, page));
  const api = staysOnPage(baseUrl) ? null : resolvedOrigin(baseUrl, 'https://page.invalid/');
  return targets.every((target) => target !== null && (target === api || trusted.has(target)));
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const trusted = new Set(
    (options.trustedOrigins ?? []).map(
      (origin) => resolvedOrigin(origin, 'invalid:') ?? origin.toLowerCase().replace(/\/+$/, ''),
    ),
  );

  async function send(request: ApiRequest): Promise<unknown> {
    const method = request.method ?? 'GET';
    const hasBody = method === 'POST' || method === 'PUT';
    const url = joinUrl(baseUrl, hasBody ? request.url : withQuery(request.url, request.data));
    const doFetch = options.fetch ?? globalThis.fetch;
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(),
      request.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    const onAbort = () => timeout.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    // the session headers go to the API only: a layout `request` action may name any host
    const ours = isTrustedTarget(url, baseUrl, trusted);
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers: {
          Accept: 'application/json',
          ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
          ...(ours ? { ...options.headers, ...request.apiHeaders } : {}),
          ...request.headers,
        },
        body: hasBody ? JSON.stringify(request.data ?? {}) : undefined,
        signal: timeout.signal,
        credentials: ours ? 'same-origin' : 'omit',
      });
    } catch (cause) {
      if (request.signal?.aborted) throw new ApiError('aborted', 'call aborted', { url });
      if (timeout.signal.aborted) throw new ApiError('timeout', 'call timed out', { url });
      throw new ApiError('network', cause instanceof Error ? cause.message : 'network error', { url });
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
    }
    if (!response.ok) {
      throw new ApiError('http', `HTTP ${response.status}`, { url, httpStatus: response.status });
    }
    try {
      return await response.json();
    } catch {
      throw new ApiError('malformed', 'answer is not JSON', { url, httpStatus: response.status });
    }
  }

  return {
    requestJson: send,
    async request<T>(request: ApiRequest): Promise<Envelope<T>> {
      const envelope = parseEnvelope(await send(request), request.url);
      if (!envelope.status) {
        throw new ApiError('server', envelope.msg || 'request failed', {
          url: request.url,
          code: envelope.code,
          // the server's words for the user, when it gave any (read by failureOf)
          ...(envelope.msg ? { msg: envelope.msg } : {}),
        });
      }
      return envelope as Envelope<T>;
    },
  };
}
