import { ApiError } from '../../http';
import type { MultipartTransport } from '../../upload';

/** Options of {@link xhrTransport}. */
export interface XhrTransportOptions {
  /** Builds the request object (tests pass a fake). */
  createXhr?: () => XMLHttpRequest;
  /** Time-out of one request in ms (0: none). */
  timeoutMs?: number;
}

/**
 * A multipart transport over XMLHttpRequest, which (unlike fetch) reports upload progress. The
 * progress is scaled to the file part, leaving out the form's own bytes.
 */
export function xhrTransport(options: XhrTransportOptions = {}): MultipartTransport {
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());
  return (request, { signal, onProgress }) =>
    new Promise((resolve, reject) => {
      const fail = (kind: ApiError['kind'], message: string, httpStatus?: number) =>
        reject(new ApiError(kind, message, { url: request.url, httpStatus }));
      if (signal.aborted) return fail('aborted', 'call aborted');
      const xhr = createXhr();
      const onAbort = () => xhr.abort();
      const done = () => signal.removeEventListener('abort', onAbort);
      xhr.open('POST', request.url);
      xhr.timeout = options.timeoutMs ?? 0;
      xhr.setRequestHeader('Accept', 'application/json');
      for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          onProgress(Math.floor((event.loaded / event.total) * request.file.size));
        }
      };
      xhr.onload = () => {
        done();
        if (xhr.status < 200 || xhr.status >= 300) return fail('http', `HTTP ${xhr.status}`, xhr.status);
        try {
          resolve(JSON.parse(xhr.responseText) as unknown);
        } catch {
          fail('malformed', 'answer is not JSON', xhr.status);
        }
      };
      xhr.onerror = () => {
        done();
        fail('network', 'network error');
      };
      xhr.ontimeout = () => {
        done();
        fail('timeout', 'call timed out');
      };
      xhr.onabort = () => {
        done();
        fail('aborted', 'call aborted');
      };
      signal.addEventListener('abort', onAbort, { once: true });
      const form = new FormData();
      for (const [name, value] of Object.entries(request.fields)) form.append(name, value);
      form.append('file', request.file, request.fileName);
      xhr.send(form);
    });
}
