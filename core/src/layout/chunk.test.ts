import { createActor, SimulatedClock, waitFor } from 'xstate';
import { setLocale } from '../i18n';
import {
  CHUNK_TIMEOUT_MS,
  CSS_CHUNK_LOAD_FAILED,
  ChunkLoadError,
  chunkAddressOf,
  isChunkLoadError,
  toChunkLoadError,
} from './chunk.logic';
import { connectChunk } from './chunk.connect';
import { chunkMachineFor, loadChunk, withChunkLoading } from './chunk.machine';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const never = () => new Promise<never>(() => {});

describe('ChunkLoadError (spec 8)', () => {
  it('is named ChunkLoadError and carries type and address', () => {
    const error = new ChunkLoadError('timeout', '/build/ui/static/js/a.js');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ChunkLoadError');
    expect(error.type).toBe('timeout');
    expect(error.request).toBe('/build/ui/static/js/a.js');
    expect(error.url).toBe('/build/ui/static/js/a.js');
    expect(error.code).toBeUndefined();
  });

  it('marks CSS chunks with CSS_CHUNK_LOAD_FAILED', () => {
    expect(new ChunkLoadError('missing', '/a.css', { kind: 'css' }).code).toBe(CSS_CHUNK_LOAD_FAILED);
    expect(toChunkLoadError(new ChunkLoadError('timeout', '/a.css'), '', 'css')).toMatchObject({
      type: 'timeout',
      code: CSS_CHUNK_LOAD_FAILED,
      request: '/a.css',
    });
  });

  it('turns any loader failure into a missing chunk, reading the address from the message', () => {
    const error = toChunkLoadError(
      new TypeError('Failed to fetch dynamically imported module: http://x.test/build/ui/static/js/w-1.js'),
    );
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      type: 'missing',
      request: 'http://x.test/build/ui/static/js/w-1.js',
    });
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(chunkAddressOf('Unable to preload CSS for /build/ui/static/css/a.css')).toBe(
      '/build/ui/static/css/a.css',
    );
    expect(chunkAddressOf(42)).toBe('');
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError', type: 'missing' }))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('x'))).toBe(false);
  });
});

describe('chunk machine on a simulated clock', () => {
  function start(loader: Parameters<typeof chunkMachineFor>[0], input = {}) {
    const clock = new SimulatedClock();
    const errors: ChunkLoadError[] = [];
    const actor = createActor(chunkMachineFor(loader), {
      clock,
      input: { url: '/build/ui/static/js/w.js', ...input },
    });
    actor.on('chunk.error', (event) => errors.push(event.error));
    actor.start();
    return { actor, clock, errors };
  }

  it('times out after exactly 120 000 ms with type timeout, and does not retry', async () => {
    const loader = jest.fn(never);
    const { actor, clock, errors } = start(loader);
    clock.increment(CHUNK_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('loading');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toMatchObject({
      name: 'ChunkLoadError',
      type: 'timeout',
      request: '/build/ui/static/js/w.js',
    });
    expect(loader).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(1);
  });

  it('aborts the attempt it gives up on', () => {
    const signals: AbortSignal[] = [];
    const { clock } = start(({ signal }) => (signals.push(signal), never()));
    clock.increment(CHUNK_TIMEOUT_MS);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('retries once on missing, then fails and reports once', async () => {
    const loader = jest.fn((_input: { attempt: number }) => Promise.reject(new TypeError('Failed to fetch')));
    const { actor, errors } = start(loader);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(loader.mock.calls.map(([input]) => input.attempt)).toEqual([0, 1]);
    expect(actor.getSnapshot().context.error).toMatchObject({
      type: 'missing',
      request: '/build/ui/static/js/w.js',
    });
    expect(errors).toHaveLength(1);
  });

  it('succeeds when the retry succeeds', async () => {
    const loader = jest.fn(({ attempt }: { attempt: number }) =>
      attempt === 0 ? Promise.reject(new Error('gone')) : Promise.resolve('W'),
    );
    const { actor, errors } = start(loader);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.value).toBe('W');
    expect(errors).toEqual([]);
  });

  it('restarts the time-out on the retry attempt', async () => {
    let calls = 0;
    const { actor, clock } = start(() => (calls++ === 0 ? Promise.reject(new Error('gone')) : never()));
    clock.increment(1000);
    await flush();
    expect(calls).toBe(2);
    clock.increment(CHUNK_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('loading');
    clock.increment(1);
    expect(actor.getSnapshot().context.error?.type).toBe('timeout');
  });

  it('loads again with a fresh loader call on RETRY, and the view says what happened', async () => {
    setLocale('en_US');
    let fail = true;
    const loader = jest.fn(() =>
      fail ? Promise.reject(new Error('gone')) : Promise.resolve({ default: 'W' }),
    );
    const { actor } = start(loader, { retries: 0 });
    await waitFor(actor, (s) => s.matches('failed'));
    const failed = connectChunk(actor.getSnapshot(), actor.send);
    expect(failed).toMatchObject({
      status: 'failed',
      errorTitle: 'Part of the page failed to load',
      retryLabel: 'Load again',
    });
    expect(failed.errorMessage).toContain('/build/ui/static/js/w.js');
    fail = false;
    failed.retry();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(connectChunk(actor.getSnapshot(), actor.send)).toMatchObject({
      status: 'ready',
      value: { default: 'W' },
      error: null,
      errorMessage: '',
    });
    expect(loader).toHaveBeenCalledTimes(2);
    setLocale('zh_CN');
  });

  it('marks CSS chunk failures', async () => {
    const { actor } = start(() => Promise.reject(new Error('css')), {
      kind: 'css',
      url: '/build/ui/static/css/w.css',
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toMatchObject({ code: CSS_CHUNK_LOAD_FAILED, type: 'missing' });
  });
});

describe('loadChunk', () => {
  it('resolves with the module', async () => {
    await expect(loadChunk(() => Promise.resolve(5))).resolves.toBe(5);
  });

  it('rejects with the ChunkLoadError and calls the error callback once', async () => {
    const onError = jest.fn();
    const loader = jest.fn(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module: /build/ui/static/js/x.js')),
    );
    const error = await loadChunk(loader, { onError }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      type: 'missing',
      request: '/build/ui/static/js/x.js',
    });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('times out on the given clock', async () => {
    const clock = new SimulatedClock();
    const pending = loadChunk(never, { clock, url: '/slow.js' });
    clock.increment(CHUNK_TIMEOUT_MS);
    await expect(pending).rejects.toMatchObject({ type: 'timeout', request: '/slow.js' });
  });

  it('wraps a loader', async () => {
    const wrapped = withChunkLoading(() => Promise.resolve('ok'));
    await expect(wrapped()).resolves.toBe('ok');
  });
});
