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

/** A file's bytes, piece after piece. */
export interface PieceReader {
  /** The next piece, or undefined after the last. Call again only once the previous call settled. */
  next(): Promise<Uint8Array | undefined>;
  /** Stops reading: the file is let go and `next` answers undefined. */
  cancel(): void;
}

/**
 * The bytes of `blob` in order, `chunkSize` slices at a time: each slice in the pieces of its
 * stream where the browser streams Blobs (the browser goes on reading the file on its own threads
 * while a piece is used), else whole; slicing first because some Blobs (node's) stream each of
 * their parts whole, however large. A piece is read when asked for, and nothing here keeps it
 * (plain closures rather than an async generator, whose suspended frame can keep the previous
 * piece alive): a consumer reads ahead by asking for the next piece before it uses the current one.
 */
export function readPieces(blob: Blob, chunkSize: number): PieceReader {
  if (!(chunkSize > 0)) throw new RangeError('chunkSize must be positive');
  const streams = typeof blob.stream === 'function';
  let start = 0;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const nextSlice = () => {
    const slice = blob.slice(start, Math.min(blob.size, start + chunkSize));
    start += chunkSize;
    return slice;
  };
  const next = async (): Promise<Uint8Array | undefined> => {
    for (;;) {
      if (!reader && start >= blob.size) return undefined;
      if (!streams) return readBlob(nextSlice());
      reader ??= nextSlice().stream().getReader();
      const { done, value } = await reader.read();
      if (done) reader = undefined;
      else if (value.byteLength > 0) return value;
    }
  };
  const cancel = () => {
    start = Infinity;
    reader?.cancel().catch(() => undefined);
    reader = undefined;
  };
  return { next, cancel };
}
