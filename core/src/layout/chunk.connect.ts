// What a skin shows while a lazy chunk loads, and when it failed (spec 8: never a blank page).
import { t } from './messages';
import type { ChunkLoadError } from './chunk.logic';
import type { ChunkContext, ChunkEvent } from './chunk.machine';

/** A lazy chunk as skins read it. */
export interface ChunkView<T = unknown> {
  status: 'loading' | 'ready' | 'failed';
  /** The loaded module when ready. */
  value: T | undefined;
  error: ChunkLoadError | null;
  /** Texts of the error view. */
  errorTitle: string;
  errorMessage: string;
  retryLabel: string;
  /** Loads again with a fresh loader call. */
  retry(): void;
}

/** The error view's message for a chunk failure. */
export function chunkErrorMessage(error: ChunkLoadError): string {
  const url = error.request || '-';
  return error.type === 'timeout' ? t('layout.chunk.timeout', { url }) : t('layout.chunk.missing', { url });
}

/** Turns the chunk machine's snapshot into what skins read. */
export function connectChunk<T = unknown>(
  snapshot: { context: ChunkContext; matches(state: 'loading' | 'ready' | 'failed'): boolean },
  send: (event: ChunkEvent) => void,
): ChunkView<T> {
  const status = snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
  const error = status === 'failed' ? snapshot.context.error : null;
  return {
    status,
    value: status === 'ready' ? (snapshot.context.value as T) : undefined,
    error,
    errorTitle: t('layout.chunk.title'),
    errorMessage: error ? chunkErrorMessage(error) : '',
    retryLabel: t('layout.chunk.retry'),
    retry: () => send({ type: 'CHUNK.RETRY' }),
  };
}
