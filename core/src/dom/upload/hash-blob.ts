import { throwIfAborted } from './abort';
import { createMd5, type Md5Engine } from './md5';
import { readPieces } from './read-pieces';

/** Options of {@link hashBlob}. */
export interface HashBlobOptions {
  /**
   * Bytes per slice of the file (the upload uses 50 MB, spec 9): the reading runs at most this far
   * ahead of the hashing.
   */
  chunkSize: number;
  engine?: Md5Engine | 'auto';
  signal?: AbortSignal;
  /** Bytes hashed so far, after every piece. */
  onProgress?: (loaded: number) => void;
}

/** The hex md5 of `blob` on the calling thread, the file read ahead of the hashing (see {@link readPieces}). */
export async function hashBlob(
  blob: Blob,
  options: HashBlobOptions,
): Promise<{ md5: string; engine: Md5Engine }> {
  const { chunkSize, signal, onProgress } = options;
  const pieces = readPieces(blob, chunkSize);
  const md5 = await createMd5(options.engine);
  // the next piece is read while the current one is hashed; hashing is synchronous, so a read
  // that fails meanwhile is awaited, not reported as unhandled
  let next = pieces.next();
  try {
    let loaded = 0;
    for (;;) {
      const piece = await next;
      if (!piece) break;
      throwIfAborted(signal);
      next = pieces.next();
      md5.update(piece);
      loaded += piece.byteLength;
      onProgress?.(loaded);
    }
    throwIfAborted(signal);
    return { md5: md5.digest(), engine: md5.engine };
  } finally {
    // stopped early (an abort): the read ahead is dropped, and so is its failure
    next.catch(() => undefined);
    pieces.cancel();
  }
}
