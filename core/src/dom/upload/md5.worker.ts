// Web Worker entry: hashes the pieces of a file the page reads, off the page's thread.
import { answerHashRequests, type HashReply, type HashRequest } from './hash-protocol';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<HashRequest>) => void) | null;
  postMessage(reply: HashReply): void;
};

const answer = answerHashRequests((reply) => scope.postMessage(reply));
scope.onmessage = (event) => answer(event.data);
