import { createMd5, type Md5Engine } from './md5';

/** Options of {@link hashBlob}. */
export interface HashBlobOptions {
  /** Bytes read per step (the upload uses 50 MB, spec 9). */
  chunkSize: number;
  engine?: Md5Engine | 'auto';
  signal?: AbortSignal;
  /** Bytes hashed so far, after every step. */
  onProgress?: (loaded: number) => void;
}

/** The bytes of `blob`, through `Blob.arrayBuffer` or, where missing, a FileReader. */
export function readBlob(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function')
    return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('file read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new DOMException('hashing aborted', 'AbortError');
}

/**
 * The hex md5 of `blob`, read `chunkSize` bytes at a time. The next slice is read while the
 * current one is hashed, so reading and hashing overlap and at most two slices are held.
 */
export async function hashBlob(
  blob: Blob,
  options: HashBlobOptions,
): Promise<{ md5: string; engine: Md5Engine }> {
  const { chunkSize, signal, onProgress } = options;
  if (!(chunkSize > 0)) throw new RangeError('chunkSize must be positive');
  const md5 = await createMd5(options.engine);
  const slice = (start: number) => readBlob(blob.slice(start, Math.min(blob.size, start + chunkSize)));
  let next: Promise<Uint8Array> | undefined = blob.size > 0 ? slice(0) : undefined;
  for (let start = 0; next; start += chunkSize) {
    const bytes: Uint8Array = await next;
    throwIfAborted(signal);
    const following = start + chunkSize;
    next = following < blob.size ? slice(following) : undefined;
    md5.update(bytes);
    onProgress?.(Math.min(blob.size, following));
  }
  throwIfAborted(signal);
  return { md5: md5.digest(), engine: md5.engine };
}
