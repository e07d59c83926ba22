import { ApiError, parseEnvelope, type Envelope } from './envelope';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call: POST and PUT send `data` as a JSON body, GET and DELETE as a query string. */
export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  data?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ApiClientOptions {
  /** Prefix for relative urls (default: none, same origin). */
  baseUrl?: string;
  /** A fetch to use instead of the global one (tests, hosts with their own transport). */
  fetch?: typeof fetch;
  /** Headers sent with every call (session, second employee id ...). */
  headers?: Record<string, string>;
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
  if (!base || /^https?:\/\//i.test(url)) return url;
  return base.replace(/\/+$/, '') + '/' + url.replace(/^\/+/, '');
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';

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
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers: {
          Accept: 'application/json',
          ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
          ...options.headers,
          ...request.headers,
        },
        body: hasBody ? JSON.stringify(request.data ?? {}) : undefined,
        signal: timeout.signal,
        credentials: 'same-origin',
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
        });
      }
      return envelope as Envelope<T>;
    },
  };
}
