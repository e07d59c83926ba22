import { ApiError } from '../../http';
import type { MultipartTransport } from '../../upload';

/** Options of {@link xhrTransport}. */
export interface XhrTransportOptions {
  /** Builds the request object (tests pass a fake). */
  createXhr?: () => XMLHttpRequest;
  /** Time-out of one request in ms (0: none). */
  timeoutMs?: number;
  /**
   * A request that makes no progress (no byte sent or received) for this many ms fails as a
   * time-out, which the upload reads as a network interruption (-1) and can resume: a server that
   * holds a chunk open must not leave the row at 100% for minutes. Default 30 s; 0 turns it off.
   */
  progressTimeoutMs?: number;
}

/** Default of {@link XhrTransportOptions.progressTimeoutMs}. */
export const UPLOAD_PROGRESS_TIMEOUT_MS = 30_000;

/**
 * A multipart transport over XMLHttpRequest, which (unlike fetch) reports upload progress. The
 * progress is scaled to the file part, leaving out the form's own bytes.
 */
export function xhrTransport(options: XhrTransportOptions = {}): MultipartTransport {
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());
  const stallMs = options.progressTimeoutMs ?? UPLOAD_PROGRESS_TIMEOUT_MS;
  return (request, { signal, onProgress }) =>
    new Promise((resolve, reject) => {
      let settled = false;
      const fail = (kind: ApiError['kind'], message: string, httpStatus?: number) => {
        settled = true;
        reject(new ApiError(kind, message, { url: request.url, httpStatus }));
      };
      if (signal.aborted) return fail('aborted', 'call aborted');
      const xhr = createXhr();
      let stall: ReturnType<typeof setTimeout> | undefined;
      const watch = () => {
        if (stall !== undefined) clearTimeout(stall);
        if (stallMs > 0 && !settled) stall = setTimeout(onStall, stallMs);
      };
      const onStall = () => {
        if (settled) return;
        fail('timeout', `no progress for ${stallMs} ms`);
        done();
        xhr.abort();
      };
      const onAbort = () => xhr.abort();
      const done = () => {
        if (stall !== undefined) clearTimeout(stall);
        signal.removeEventListener('abort', onAbort);
      };
      xhr.open('POST', request.url);
      xhr.timeout = options.timeoutMs ?? 0;
      xhr.setRequestHeader('Accept', 'application/json');
      for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);
      // any byte either way is progress: the answer may be long, the upload slow
      xhr.onprogress = watch;
      xhr.upload.onprogress = (event) => {
        watch();
        if (event.lengthComputable && event.total > 0) {
          onProgress(Math.floor((event.loaded / event.total) * request.file.size));
        }
      };
      xhr.onload = () => {
        done();
        settled = true;
        if (xhr.status < 200 || xhr.status >= 300) return fail('http', `HTTP ${xhr.status}`, xhr.status);
        try {
          resolve(JSON.parse(xhr.responseText) as unknown);
        } catch {
          fail('malformed', 'answer is not JSON', xhr.status);
        }
      };
      xhr.onerror = () => {
        done();
        if (!settled) fail('network', 'network error');
      };
      xhr.ontimeout = () => {
        done();
        if (!settled) fail('timeout', 'call timed out');
      };
      xhr.onabort = () => {
        done();
        if (!settled) fail('aborted', 'call aborted');
      };
      signal.addEventListener('abort', onAbort, { once: true });
      const form = new FormData();
      for (const [name, value] of Object.entries(request.fields)) form.append(name, value);
      form.append('file', request.file, request.fileName);
      xhr.send(form);
      watch();
    });
}
