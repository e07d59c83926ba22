/** @jest-environment jsdom */
import { createHash } from 'node:crypto';
import { answerHashRequests, hashFile, type HashReply, type HashRequest } from '.';

const CONTENT = 'the quick brown fox';
const MD5 = createHash('md5').update(CONTENT).digest('hex');
const file = () => new File([CONTENT], 'fox.txt');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A stand-in for the md5 worker: records what the page sends and, when `live`, answers through the
 * worker's real protocol (asynchronously, as a worker does); otherwise the test answers.
 */
class FakeWorker {
  static made: FakeWorker[] = [];
  static live = false;
  sent: HashRequest[] = [];
  transferred: Transferable[][] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<HashReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private answer = answerHashRequests((reply) => setTimeout(() => !this.terminated && this.reply(reply), 0));
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(request: HashRequest, transfer: Transferable[] = []) {
    this.sent.push(request);
    this.transferred.push(transfer);
    if (FakeWorker.live) this.answer(request);
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
const sentTypes = (worker: FakeWorker) => worker.sent.map((request) => request.type);

beforeEach(() => {
  FakeWorker.made = [];
  FakeWorker.live = false;
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

  it('reads on the page and hashes in the worker, transferring each piece and passing progress through', async () => {
    FakeWorker.live = true;
    const progress: number[] = [];
    const run = hashFile(file(), {
      chunkSize: 8,
      worker: spawn,
      engine: 'spark',
      onProgress: (loaded) => progress.push(loaded),
    });
    await expect(run).resolves.toBe(MD5);
    const worker = lastWorker();
    expect(sentTypes(worker)).toEqual(['start', 'piece', 'piece', 'piece', 'end']);
    expect(worker.sent[0]).toEqual({ type: 'start', engine: 'spark' });
    const pieces = worker.sent.flatMap((request) => (request.type === 'piece' ? [request.bytes] : []));
    expect(pieces.map((bytes) => bytes.byteLength)).toEqual([8, 8, 3]);
    // the buffers go to the worker without a copy
    expect(worker.transferred.slice(1, 4)).toEqual(pieces.map((bytes) => [bytes]));
    expect(progress).toEqual([8, 16, 19]);
    expect(worker.terminated).toBe(true);
  });

  it('reads at most one chunk ahead of the hashing', async () => {
    const run = hashFile(file(), { chunkSize: 8, worker: spawn });
    const worker = lastWorker();
    while (worker.sent.length < 3) await flush();
    for (let round = 0; round < 5; round += 1) await flush();
    // 16 bytes sent, 0 hashed: the third piece waits
    expect(sentTypes(worker)).toEqual(['start', 'piece', 'piece']);
    worker.reply({ type: 'progress', loaded: 8 });
    while (worker.sent.length < 5) await flush();
    expect(sentTypes(worker)).toEqual(['start', 'piece', 'piece', 'piece', 'end']);
    worker.reply({ type: 'done', md5: 'abc', engine: 'wasm' });
    await expect(run).resolves.toBe('abc');
  });

  it('hashes an empty file in the worker', async () => {
    FakeWorker.live = true;
    await expect(hashFile(new File([], 'empty.txt'), { chunkSize: 8, worker: spawn })).resolves.toBe(
      'd41d8cd98f00b204e9800998ecf8427e',
    );
    expect(sentTypes(lastWorker())).toEqual(['start', 'end']);
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

  it('rejects when the worker reports an error', async () => {
    const run = hashFile(file(), { chunkSize: 8, worker: spawn });
    lastWorker().reply({ type: 'error', message: 'out of memory' });
    await expect(run).rejects.toThrow('out of memory');
    expect(lastWorker().terminated).toBe(true);
  });

  it('rejects with the read error when the file cannot be read, and stops the worker', async () => {
    const unreadable = new File([CONTENT], 'gone.txt');
    unreadable.slice = () => {
      throw new DOMException('the file changed on disk', 'NotReadableError');
    };
    const run = hashFile(unreadable, { chunkSize: 8, worker: spawn });
    await expect(run).rejects.toMatchObject({ name: 'NotReadableError' });
    expect(lastWorker().terminated).toBe(true);
  });

  it('rejects when a worker that had started crashes', async () => {
    const run = hashFile(file(), { chunkSize: 8, worker: spawn });
    lastWorker().reply({ type: 'progress', loaded: 8 });
    lastWorker().fail('out of memory');
    await expect(run).rejects.toThrow('out of memory');
  });

  it('terminates the worker and stops reading on abort', async () => {
    const abort = new AbortController();
    const run = hashFile(file(), { chunkSize: 8, worker: spawn, signal: abort.signal });
    const worker = lastWorker();
    while (worker.sent.length < 2) await flush();
    abort.abort();
    const sentBeforeAbort = sentTypes(worker);
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminated).toBe(true);
    worker.reply({ type: 'progress', loaded: 16 });
    for (let round = 0; round < 5; round += 1) await flush();
    expect(sentTypes(worker)).toEqual(sentBeforeAbort);
    expect(sentBeforeAbort).not.toContain('end');
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

describe('answerHashRequests (the md5 worker)', () => {
  /** Sends `requests`, then collects the replies until a last one (done or error), or a while. */
  const run = async (requests: HashRequest[]) => {
    const replies: HashReply[] = [];
    const answer = answerHashRequests((reply) => replies.push(reply));
    requests.forEach(answer);
    // the hasher is created asynchronously, which takes a while on a busy machine
    for (let round = 0; round < 200 && !replies.some(({ type }) => type !== 'progress'); round += 1) {
      await flush();
    }
    return replies;
  };
  const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0)).buffer;

  it('hashes pieces that arrive before its hasher is ready, in order', async () => {
    expect(
      await run([
        { type: 'start', engine: 'wasm' },
        { type: 'piece', bytes: bytes('the quick ') },
        { type: 'piece', bytes: bytes('brown fox') },
        { type: 'end' },
      ]),
    ).toEqual([
      { type: 'progress', loaded: 10 },
      { type: 'progress', loaded: 19 },
      { type: 'done', md5: MD5, engine: 'wasm' },
    ]);
  });

  it('ignores pieces sent without a start', async () => {
    expect(await run([{ type: 'piece', bytes: bytes('x') }, { type: 'end' }])).toEqual([]);
  });
});
