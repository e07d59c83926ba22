/** @jest-environment jsdom */
import { createHash } from 'node:crypto';
import { hashFile, type HashReply, type HashRequest } from '.';

const CONTENT = 'the quick brown fox';
const MD5 = createHash('md5').update(CONTENT).digest('hex');
const file = () => new File([CONTENT], 'fox.txt');

/** A stand-in for the md5 worker: records what the page sends and answers as told. */
class FakeWorker {
  static made: FakeWorker[] = [];
  sent: HashRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<HashReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(request: HashRequest) {
    this.sent.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  reply(reply: HashReply) {
    this.onmessage?.({ data: reply } as MessageEvent<HashReply>);
  }
  fail(message: string) {
    this.onerror?.(new ErrorEvent('error', { message }));
  }
}
const spawn = () => new FakeWorker() as unknown as Worker;
const lastWorker = () => FakeWorker.made.at(-1) as FakeWorker;

beforeEach(() => {
  FakeWorker.made = [];
});

describe('hashFile', () => {
  it('hashes on the page when the browser has no Worker (jsdom)', async () => {
    expect(typeof Worker).toBe('undefined');
    const progress: number[] = [];
    await expect(
      hashFile(file(), { chunkSize: 8, onProgress: (loaded) => progress.push(loaded) }),
    ).resolves.toBe(MD5);
    expect(progress).toEqual([8, 16, 19]);
  });

  it('hashes in the worker where there is one, passing progress through', async () => {
    const progress: number[] = [];
    const run = hashFile(file(), {
      chunkSize: 8,
      worker: spawn,
      onProgress: (loaded) => progress.push(loaded),
    });
    const worker = lastWorker();
    expect(worker.sent).toEqual([{ file: expect.any(File), chunkSize: 8, engine: undefined }]);
    worker.reply({ type: 'progress', loaded: 8 });
    worker.reply({ type: 'done', md5: 'abc', engine: 'wasm' });
    await expect(run).resolves.toBe('abc');
    expect(progress).toEqual([8]);
    expect(worker.terminated).toBe(true);
  });

  it('falls back to the page when the worker cannot start', async () => {
    const run = hashFile(file(), { chunkSize: 8, worker: spawn });
    lastWorker().fail('Refused to create a worker (CSP worker-src)');
    await expect(run).resolves.toBe(MD5);
    expect(lastWorker().terminated).toBe(true);
  });

  it('falls back to the page when constructing the worker throws', async () => {
    const broken = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    await expect(hashFile(file(), { chunkSize: 8, worker: broken })).resolves.toBe(MD5);
  });

  it('rejects when the worker reports a read error', async () => {
    const run = hashFile(file(), { chunkSize: 8, worker: spawn });
    lastWorker().reply({ type: 'error', message: 'NotReadableError' });
    await expect(run).rejects.toThrow('NotReadableError');
  });

  it('rejects when a worker that had started crashes', async () => {
    const run = hashFile(file(), { chunkSize: 8, worker: spawn });
    lastWorker().reply({ type: 'progress', loaded: 8 });
    lastWorker().fail('out of memory');
    await expect(run).rejects.toThrow('out of memory');
  });

  it('terminates the worker on abort', async () => {
    const abort = new AbortController();
    const run = hashFile(file(), { chunkSize: 8, worker: spawn, signal: abort.signal });
    abort.abort();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(lastWorker().terminated).toBe(true);
  });

  it('does not start when already aborted', async () => {
    const abort = new AbortController();
    abort.abort();
    await expect(
      hashFile(file(), { chunkSize: 8, worker: spawn, signal: abort.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeWorker.made).toEqual([]);
  });

  it('can be told to stay on the page', async () => {
    await expect(hashFile(file(), { chunkSize: 8, worker: false, engine: 'spark' })).resolves.toBe(MD5);
  });
});
