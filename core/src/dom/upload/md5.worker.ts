// Web Worker entry: hashes a File off the page's thread. Messages: in HashRequest, out HashReply.
import { hashBlob } from './hash-blob';
import type { HashReply, HashRequest } from './hash-file';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<HashRequest>) => void) | null;
  postMessage(reply: HashReply): void;
};

scope.onmessage = (event) => {
  const { file, chunkSize, engine } = event.data;
  const onProgress = (loaded: number) => scope.postMessage({ type: 'progress', loaded });
  hashBlob(file, { chunkSize, engine, onProgress }).then(
    ({ md5, engine: used }) => scope.postMessage({ type: 'done', md5, engine: used }),
    (error: unknown) =>
      scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
};
