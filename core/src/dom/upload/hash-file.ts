import { hashingAborted } from './abort';
import type { HashBlobOptions } from './hash-blob';
import type { HashReply, HashRequest } from './hash-protocol';
import { readPieces } from './read-pieces';

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

/** A buffer holding exactly `piece`'s bytes, which can be transferred to the worker without a copy. */
function ownBuffer(piece: Uint8Array): ArrayBuffer {
  const whole =
    piece.buffer instanceof ArrayBuffer &&
    piece.byteOffset === 0 &&
    piece.byteLength === piece.buffer.byteLength;
  return whole ? (piece.buffer as ArrayBuffer) : (piece.slice().buffer as ArrayBuffer);
}

/**
 * The page reads the file and hands its pieces to the worker, which only hashes: reading (the
 * browser's threads and the page's) and hashing (the worker's) then run side by side, where a
 * worker that read for itself would stop hashing for every read. The reading runs at most one
 * chunk ahead of the hashing, so at most about two chunks are held.
 */
function hashInWorker(file: Blob, spawn: () => Worker, options: HashFileOptions): Promise<string> {
  const { signal, onProgress, chunkSize } = options;
  return new Promise<string>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = spawn();
    } catch (error) {
      reject(new WorkerUnavailable(String(error)));
      return;
    }
    const pieces = readPieces(file, chunkSize);
    let heard = false;
    let settled = false;
    let sent = 0;
    let hashed = 0;
    let hashedMore: (() => void) | undefined;
    const wakeFeeder = () => {
      hashedMore?.();
      hashedMore = undefined;
    };
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
      pieces.cancel();
      wakeFeeder();
      outcome();
    };
    const onAbort = () => settle(() => reject(hashingAborted()));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<HashReply>) => {
      heard = true;
      const reply = event.data;
      if (reply.type === 'progress') {
        hashed = reply.loaded;
        onProgress?.(reply.loaded);
        return wakeFeeder();
      }
      if (reply.type === 'done') settle(() => resolve(reply.md5));
      else settle(() => reject(new Error(reply.message)));
    };
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      // a worker that never spoke did not start: the page can still hash
      settle(() => reject(heard ? new Error(event.message) : new WorkerUnavailable(event.message)));
    };
    const post = (request: HashRequest, transfer: Transferable[] = []) =>
      worker.postMessage(request, transfer);
    const feed = async () => {
      post({ type: 'start', engine: options.engine });
      for (;;) {
        while (!settled && sent < file.size && sent - hashed > chunkSize) {
          await new Promise<void>((wake) => (hashedMore = wake));
        }
        if (settled) return;
        const piece = await pieces.next();
        if (settled) return;
        if (!piece) return post({ type: 'end' });
        const bytes = ownBuffer(piece);
        sent += bytes.byteLength;
        post({ type: 'piece', bytes }, [bytes]);
      }
    };
    feed().catch((error: unknown) => settle(() => reject(error)));
  });
}

/**
 * The hex md5 of a file: the page reads it ahead of the hashing, the md5 worker hashes where the
 * browser has one, else (or when the worker cannot start) the page's thread does. hash-wasm
 * hashes, spark-md5 where WebAssembly is refused. Fits `UploadServices.hashFile`.
 */
export function hashFile(file: Blob, options: HashFileOptions): Promise<string> {
  if (options.signal?.aborted) return Promise.reject(hashingAborted());
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
