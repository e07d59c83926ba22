import { createMd5, type IncrementalMd5, type Md5Engine } from './md5';

/**
 * What the page sends the md5 worker: `start`, the file's bytes as `piece`s in order (their buffers
 * transferred, not copied), then `end`.
 */
export type HashRequest =
  { type: 'start'; engine?: Md5Engine | 'auto' } | { type: 'piece'; bytes: ArrayBuffer } | { type: 'end' };

/** What the md5 worker answers: bytes hashed after each piece, then the digest or an error. */
export type HashReply =
  | { type: 'progress'; loaded: number }
  | { type: 'done'; md5: string; engine: Md5Engine }
  | { type: 'error'; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The md5 worker's side of the protocol: answers each request through `reply`. Pieces that arrive
 * while the hasher is still being created wait for it, in order.
 */
export function answerHashRequests(reply: (answer: HashReply) => void): (request: HashRequest) => void {
  let hasher: Promise<IncrementalMd5> | undefined;
  let loaded = 0;
  let failed = false;
  // every request runs after the one before it: the hasher is created asynchronously
  let queue: Promise<void> = Promise.resolve();
  const run = (step: (md5: IncrementalMd5) => void) => {
    queue = queue.then(async () => {
      if (failed || !hasher) return;
      try {
        step(await hasher);
      } catch (error) {
        failed = true;
        reply({ type: 'error', message: messageOf(error) });
      }
    });
  };
  return (request) => {
    if (request.type === 'start') {
      hasher = createMd5(request.engine);
      loaded = 0;
      failed = false;
      run(() => undefined);
    } else if (request.type === 'piece') {
      run((md5) => {
        md5.update(new Uint8Array(request.bytes));
        loaded += request.bytes.byteLength;
        reply({ type: 'progress', loaded });
      });
    } else {
      run((md5) => reply({ type: 'done', md5: md5.digest(), engine: md5.engine }));
    }
  };
}
