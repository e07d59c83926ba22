import type { HashBlobOptions } from './hash-blob';
import type { Md5Engine } from './md5';

/** What the page sends the md5 worker. */
export interface HashRequest {
  file: Blob;
  chunkSize: number;
  engine?: Md5Engine | 'auto';
}

/** What the md5 worker answers: progress, then the digest or an error. */
export type HashReply =
  | { type: 'progress'; loaded: number }
  | { type: 'done'; md5: string; engine: Md5Engine }
  | { type: 'error'; message: string };

/** Options of {@link hashFile}. */
export interface HashFileOptions extends HashBlobOptions {
  /**
   * Where to hash: a worker factory, `false` for the page's thread, or absent for the md5 worker
   * where the browser has workers.
   */
  worker?: false | (() => Worker);
}

/** The worker could not start (no Worker, a CSP refusal, a load error): hash on the page instead. */
class WorkerUnavailable extends Error {}

/** Starts the md5 worker. Vite bundles the worker from this exact `new Worker(new URL(...))` form. */
export function startMd5Worker(): Worker {
  return new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
}

/** Hashing on the page is the fallback: its code (hash-wasm, spark-md5) loads only when needed. */
async function hashOnPage(file: Blob, options: HashBlobOptions): Promise<string> {
  const { hashBlob } = await import('./hash-blob');
  return (await hashBlob(file, options)).md5;
}

function hashInWorker(file: Blob, spawn: () => Worker, options: HashFileOptions): Promise<string> {
  const { signal, onProgress } = options;
  return new Promise<string>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = spawn();
    } catch (error) {
      reject(new WorkerUnavailable(String(error)));
      return;
    }
    let heard = false;
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(new DOMException('hashing aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<HashReply>) => {
      heard = true;
      const reply = event.data;
      if (reply.type === 'progress') return onProgress?.(reply.loaded);
      finish();
      if (reply.type === 'done') resolve(reply.md5);
      else reject(new Error(reply.message));
    };
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      finish();
      // a worker that never spoke did not start: the page can still hash
      reject(heard ? new Error(event.message) : new WorkerUnavailable(event.message));
    };
    try {
      const request: HashRequest = { file, chunkSize: options.chunkSize, engine: options.engine };
      worker.postMessage(request);
    } catch (error) {
      finish();
      reject(new WorkerUnavailable(String(error)));
    }
  });
}

/**
 * The hex md5 of a file, read in `chunkSize` steps with the next read overlapping the current
 * hash: in a Web Worker where the browser has one, else (or when the worker cannot start) on the
 * page's thread. hash-wasm hashes, spark-md5 where WebAssembly is refused. Fits
 * `UploadServices.hashFile`.
 */
export function hashFile(file: Blob, options: HashFileOptions): Promise<string> {
  if (options.signal?.aborted) return Promise.reject(new DOMException('hashing aborted', 'AbortError'));
  const spawn =
    options.worker === false
      ? undefined
      : (options.worker ?? (typeof Worker === 'function' ? startMd5Worker : undefined));
  if (!spawn) return hashOnPage(file, options);
  return hashInWorker(file, spawn, options).catch((error: unknown) => {
    if (error instanceof WorkerUnavailable && !options.signal?.aborted) return hashOnPage(file, options);
    throw error;
  });
}
