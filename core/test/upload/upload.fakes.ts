// Test doubles of the upload IO: an in-memory server that keeps chunks, assembles files and can hold
// any call until a test lets it go. Used by the machine, queue and hook tests; not exported.
import { createHash } from 'node:crypto';
import { ApiError } from '../../src/http';
import type {
  ChunkAnswer,
  ChunkRequest,
  UploadServices,
  UploadTarget,
} from '../../src/upload/upload.service';
import type { UploadedFile, UploadSource } from '../../src/upload/upload.types';

type CallName =
  | 'hashFile'
  | 'preUploadCheck'
  | 'chunkUpCheck'
  | 'sendChunk'
  | 'reUpload'
  | 'renameFile'
  | 'editSecretLevel';

/** A call the test holds: it settles when the test says so. */
export interface HeldCall {
  name: CallName;
  input: unknown;
  signal?: AbortSignal;
  /** Lets the call do what the fake server would have done. */
  proceed(): void;
  fail(error: unknown): void;
}

/** The bytes of a blob; jsdom's Blob has no arrayBuffer(), so fall back to a FileReader there. */
export function bytesOfBlob(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function')
    return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

export function md5Of(bytes: Uint8Array): string {
  return createHash('md5').update(bytes).digest('hex');
}

export function sourceFile(name: string, bytes: Uint8Array | string): UploadSource {
  return new File([bytes as string | Uint8Array<ArrayBuffer>], name);
}

export function fakeUploadServer() {
  const stored = new Map<string, Map<number, Uint8Array>>();
  const files: UploadedFile[] = [];
  const held: HeldCall[] = [];
  const holding = new Set<CallName>();
  const failing = new Map<CallName, unknown[]>();
  const log: string[] = [];
  let nextId = 1;

  async function settle<T>(
    name: CallName,
    input: unknown,
    signal: AbortSignal | undefined,
    work: () => Promise<T>,
  ): Promise<T> {
    log.push(name);
    // like a real network, answer on a later task: a runaway loop then still lets timers fire
    await new Promise((resolve) => setTimeout(resolve, 0));
    const failure = failing.get(name)?.shift();
    if (failure !== undefined) throw failure;
    if (!holding.has(name)) return work();
    return new Promise<T>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new ApiError('aborted', 'aborted', { url: name })));
      held.push({
        name,
        input,
        signal,
        proceed: () => void work().then(resolve, reject),
        fail: reject,
      });
    });
  }

  const keyOf = (target: UploadTarget) => `${target.fileMd5}:${target.fileSize}`;

  async function receive(request: ChunkRequest): Promise<ChunkAnswer> {
    const parts = stored.get(keyOf(request)) ?? new Map<number, Uint8Array>();
    stored.set(keyOf(request), parts);
    parts.set(request.index, await bytesOfBlob(request.body));
    if (parts.size < request.chunks) return { complete: false };
    const whole = new Uint8Array(request.fileSize);
    let offset = 0;
    for (let index = 0; index < request.chunks; index += 1) {
      const part = parts.get(index) as Uint8Array;
      whole.set(part, offset);
      offset += part.length;
    }
    stored.delete(keyOf(request));
    if (md5Of(whole) !== request.fileMd5)
      throw new ApiError('server', 'md5 mismatch', { url: 'upload', code: 500 });
    const file: UploadedFile = {
      fileId: String(nextId++),
      name: request.fileName,
      size: request.fileSize,
      md5: request.fileMd5,
      secretLevel: request.secretLevel,
    };
    files.push(file);
    return { complete: true, file };
  }

  const services: UploadServices = {
    hashFile: (file, { signal, onProgress }) =>
      settle('hashFile', file, signal, async () => {
        const bytes = await bytesOfBlob(file);
        onProgress(Math.floor(bytes.length / 2));
        return md5Of(bytes);
      }),
    preUploadCheck: (target, signal) => settle('preUploadCheck', target, signal, async () => undefined),
    chunkUpCheck: (target, signal) =>
      settle('chunkUpCheck', target, signal, async () =>
        [...(stored.get(keyOf(target))?.keys() ?? [])].sort(),
      ),
    sendChunk: (request, { signal, onProgress }) =>
      settle('sendChunk', request, signal, async () => {
        onProgress(Math.floor(request.body.size / 2));
        return receive(request);
      }),
    reUpload: (fileId, uploaded, signal) =>
      settle('reUpload', { fileId, uploaded }, signal, async () => ({ ...uploaded, fileId })),
    renameFile: (file, name) =>
      settle('renameFile', { file, name }, undefined, async () => ({ ...file, name })),
    editSecretLevel: (file, secretLevel) =>
      settle('editSecretLevel', { file, secretLevel }, undefined, async () => ({ ...file, secretLevel })),
  };

  return {
    services,
    /** Every call, in order. */
    log,
    /** Files the server has assembled. */
    files,
    /** Chunks received but not yet assembled, per `md5:size`. */
    stored,
    held,
    /** From now on, calls of `name` wait in `held` until the test settles them. */
    hold(name: CallName) {
      holding.add(name);
    },
    /** The next call of `name` fails with `error`. */
    failNext(name: CallName, error: unknown) {
      failing.set(name, [...(failing.get(name) ?? []), error]);
    },
    /** Puts chunks on the server as if an earlier session had sent them. */
    preload(target: Pick<UploadTarget, 'fileMd5' | 'fileSize'>, chunks: Record<number, Uint8Array>) {
      stored.set(
        `${target.fileMd5}:${target.fileSize}`,
        new Map(Object.entries(chunks).map(([k, v]) => [Number(k), v])),
      );
    },
  };
}

export type FakeUploadServer = ReturnType<typeof fakeUploadServer>;

/** Resolves when `check` passes, polling the microtask queue (the fakes settle in microtasks). */
export async function until(check: () => boolean, rounds = 100): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error('condition not reached');
}
