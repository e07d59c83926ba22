/** @jest-environment jsdom */
import { createHash } from 'node:crypto';
import { createMd5, hashBlob, wasmAvailable } from '.';

const nodeMd5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

function bytesOf(length: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i += 1) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

const blobOf = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>]);

describe('createMd5', () => {
  it.each([0, 1, 63, 64, 65, 1024 * 1024 + 3])(
    'gives node:crypto’s digest for %p bytes with both engines',
    async (length) => {
      const bytes = bytesOf(length);
      for (const engine of ['wasm', 'spark'] as const) {
        const md5 = await createMd5(engine);
        // uneven pieces cross the 64-byte block edges
        for (let start = 0; start < length; start += 100_003)
          md5.update(bytes.subarray(start, start + 100_003));
        expect({ engine: md5.engine, digest: md5.digest() }).toEqual({ engine, digest: nodeMd5(bytes) });
      }
    },
  );

  it('hashes a view into a larger buffer by its own bytes only (spark)', async () => {
    const big = bytesOf(300);
    const md5 = await createMd5('spark');
    md5.update(big.subarray(100, 200));
    expect(md5.digest()).toBe(nodeMd5(big.subarray(100, 200)));
  });

  it('prefers hash-wasm where WebAssembly runs', async () => {
    expect(wasmAvailable()).toBe(true);
    expect((await createMd5()).engine).toBe('wasm');
  });

  describe('without WebAssembly (e.g. a CSP without wasm-unsafe-eval)', () => {
    const original = globalThis.WebAssembly;
    afterEach(() => {
      globalThis.WebAssembly = original;
    });

    it('falls back to spark-md5 when WebAssembly is missing', async () => {
      // @ts-expect-error the page has no WebAssembly
      delete globalThis.WebAssembly;
      expect(wasmAvailable()).toBe(false);
      const md5 = await createMd5();
      md5.update(bytesOf(10));
      expect({ engine: md5.engine, digest: md5.digest() }).toEqual({
        engine: 'spark',
        digest: nodeMd5(bytesOf(10)),
      });
      await expect(createMd5('wasm')).rejects.toThrow('WebAssembly is not available');
    });

    it('falls back to spark-md5 when compiling is refused', async () => {
      globalThis.WebAssembly = {
        ...original,
        instantiate: () => Promise.reject(new Error('CompileError: refused by CSP')),
        compile: () => Promise.reject(new Error('CompileError: refused by CSP')),
      } as unknown as typeof WebAssembly;
      await jest.isolateModulesAsync(async () => {
        const fresh = await import('./md5');
        expect((await fresh.createMd5()).engine).toBe('spark');
        await expect(fresh.createMd5('wasm')).rejects.toThrow('refused');
      });
    });
  });
});

describe('hashBlob', () => {
  it.each(['wasm', 'spark'] as const)(
    'hashes a blob in chunks with %s and reports progress',
    async (engine) => {
      const bytes = bytesOf(10_000);
      const progress: number[] = [];
      const result = await hashBlob(blobOf(bytes), {
        chunkSize: 4096,
        engine,
        onProgress: (loaded) => progress.push(loaded),
      });
      expect(result).toEqual({ md5: nodeMd5(bytes), engine });
      expect(progress).toEqual([4096, 8192, 10_000]);
    },
  );

  it('hashes an empty blob', async () => {
    expect((await hashBlob(new Blob([]), { chunkSize: 4 })).md5).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('reads the next slice while hashing the current one, never holding more than two', async () => {
    const bytes = bytesOf(10);
    const reads: { start: number; resolve: () => void }[] = [];
    const fake = {
      size: 10,
      slice: (start: number, end: number) => ({
        arrayBuffer: () =>
          new Promise<ArrayBuffer>((resolve) => {
            reads.push({ start, resolve: () => resolve(bytes.slice(start, end).buffer) });
          }),
      }),
    } as unknown as Blob;
    const progress: number[] = [];
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    const done = hashBlob(fake, { chunkSize: 4, onProgress: (loaded) => progress.push(loaded) });
    // the first read starts once the hasher is ready, which takes a while on a busy machine
    while (reads.length === 0) await flush();
    await flush();
    expect(reads.map((read) => read.start)).toEqual([0]);
    reads[0]?.resolve();
    await flush();
    // slice 4.. was asked for before slice 0.. was counted as hashed
    expect(reads.map((read) => read.start)).toEqual([0, 4]);
    expect(progress).toEqual([4]);
    reads[1]?.resolve();
    await flush();
    expect(reads.map((read) => read.start)).toEqual([0, 4, 8]);
    reads[2]?.resolve();
    await expect(done).resolves.toEqual({ md5: nodeMd5(bytes), engine: 'wasm' });
  });

  it('stops when aborted', async () => {
    const abort = new AbortController();
    const run = hashBlob(blobOf(bytesOf(100)), {
      chunkSize: 10,
      signal: abort.signal,
      onProgress: (loaded) => loaded >= 30 && abort.abort(),
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects when the file cannot be read', async () => {
    const broken = {
      size: 5,
      slice: () => ({ arrayBuffer: () => Promise.reject(new Error('NotReadableError')) }),
    } as unknown as Blob;
    await expect(hashBlob(broken, { chunkSize: 4 })).rejects.toThrow('NotReadableError');
  });

  it('refuses a chunk size that would never advance', async () => {
    await expect(hashBlob(new Blob(['x']), { chunkSize: 0 })).rejects.toThrow(RangeError);
  });
});
