import { createHash } from 'node:crypto';
import { hashBlob, readPieces, type PieceReader } from '.';

const bytesOf = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 31 + 7) & 0xff);
const blobOf = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>]);
const nodeMd5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

async function collect(pieces: PieceReader): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  for (let piece = await pieces.next(); piece; piece = await pieces.next()) out.push(piece);
  return out;
}

/** A Blob stand-in whose stream hands out `pieces` and records a cancel. */
function streamingBlob(pieces: Uint8Array[]) {
  const seen = { cancelled: false, pulled: 0 };
  const blob = {
    size: pieces.reduce((sum, piece) => sum + piece.byteLength, 0),
    stream: () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          const piece = pieces[seen.pulled++];
          if (piece) controller.enqueue(piece);
          else controller.close();
        },
        cancel() {
          seen.cancelled = true;
        },
      }),
  } as unknown as Blob;
  return { blob, seen };
}

describe('readPieces', () => {
  it("hands out the stream's pieces where the Blob streams (node's Blob does)", async () => {
    const bytes = bytesOf(200_000);
    const pieces = await collect(readPieces(blobOf(bytes), 64_000));
    // node streams a Blob's parts whole: slicing first keeps each piece within a chunk
    expect(pieces.map((piece) => piece.byteLength)).toEqual([64_000, 64_000, 64_000, 8000]);
    expect(Buffer.concat(pieces)).toEqual(Buffer.from(bytes));
  });

  it('reads chunkSize slices where the Blob does not stream', async () => {
    const bytes = bytesOf(10);
    const sliceOnly = {
      size: 10,
      slice: (start: number, end: number) => ({ arrayBuffer: async () => bytes.slice(start, end).buffer }),
    } as unknown as Blob;
    const pieces = await collect(readPieces(sliceOnly, 4));
    expect(pieces.map((piece) => [...piece])).toEqual([
      [...bytes.slice(0, 4)],
      [...bytes.slice(4, 8)],
      [...bytes.slice(8)],
    ]);
  });

  it('skips empty pieces and cancels the stream when its consumer stops early', async () => {
    const { blob, seen } = streamingBlob([bytesOf(3), new Uint8Array(0), bytesOf(4), bytesOf(5)]);
    blob.slice = () => blob;
    const lengths: number[] = [];
    const pieces = readPieces(blob, 8);
    for (let piece = await pieces.next(); piece; piece = await pieces.next()) {
      lengths.push(piece.byteLength);
      if (lengths.length === 2) pieces.cancel();
    }
    expect(lengths).toEqual([3, 4]);
    expect(seen.cancelled).toBe(true);
  });

  it('refuses a chunk size that would never advance', () => {
    expect(() => readPieces(new Blob(['x']), 0)).toThrow(RangeError);
  });
});

describe('hashBlob over a stream', () => {
  it.each(['wasm', 'spark'] as const)(
    'gives node’s digest with %s, progress after every piece',
    async (engine) => {
      const bytes = bytesOf(300_000);
      const progress: number[] = [];
      const result = await hashBlob(blobOf(bytes), {
        chunkSize: 64,
        engine,
        onProgress: (loaded) => progress.push(loaded),
      });
      expect(result).toEqual({ md5: nodeMd5(bytes), engine });
      expect(progress.at(-1)).toBe(300_000);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
    },
  );

  it('stops reading when aborted', async () => {
    const { blob, seen } = streamingBlob([bytesOf(3), bytesOf(3), bytesOf(3), bytesOf(3)]);
    blob.slice = () => blob;
    const abort = new AbortController();
    const run = hashBlob(blob, { chunkSize: 3, signal: abort.signal, onProgress: () => abort.abort() });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(5);
  });
});
