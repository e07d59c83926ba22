// Kept apart from hash-blob so the page's worker path can use it without loading the hashing code.

/** The error a hashing stopped by its AbortSignal rejects with. */
export const hashingAborted = () => new DOMException('hashing aborted', 'AbortError');

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw hashingAborted();
}
