// spec 7 "Lazy chunks", spec 8 "Chunk load failure": the error a failed chunk load is reported as.

/** spec 9: chunk time-out 120000 ms. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** spec 8: the code a failed CSS chunk carries. */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/** Retries of a chunk that could not be fetched before giving up. */
export const CHUNK_MISSING_RETRIES = 1;

/** Why a chunk failed: it could not be fetched or evaluated, or it took longer than the time-out. */
export type ChunkErrorType = 'missing' | 'timeout';

/** What a chunk is: code or style sheet. */
export type ChunkKind = 'js' | 'css';

/**
 * spec 8: a chunk that failed to load. Named `ChunkLoadError` (as bundlers name it), carrying
 * the `type` and the address (`request`, also as `url`); CSS chunks carry `code`
 * `CSS_CHUNK_LOAD_FAILED`.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly type: ChunkErrorType;
  /** The chunk's address ('' when unknown). */
  readonly request: string;
  readonly code: typeof CSS_CHUNK_LOAD_FAILED | undefined;

  constructor(type: ChunkErrorType, request: string, options: { kind?: ChunkKind; cause?: unknown } = {}) {
    super(
      `Loading ${options.kind === 'css' ? 'CSS chunk' : 'chunk'} ${request || '(unknown)'} failed (${type})`,
      {
        cause: options.cause,
      },
    );
    this.type = type;
    this.request = request;
    this.code = options.kind === 'css' ? CSS_CHUNK_LOAD_FAILED : undefined;
  }

  /** The chunk's address (same as `request`). */
  get url(): string {
    return this.request;
  }
}

/** True for a `ChunkLoadError` (also one from another copy of this library). */
export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return (
    error instanceof ChunkLoadError ||
    (error instanceof Error && error.name === 'ChunkLoadError' && 'type' in error)
  );
}

/** The address a loader's error message names (`Failed to fetch dynamically imported module: <url>`), or ''. */
export function chunkAddressOf(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:m?js|css)(?:\?[^\s'"]*)?)/.exec(message);
  return match?.[1] ?? '';
}

/**
 * Any loader failure as a `ChunkLoadError`: one already is keeps its type; anything else is a
 * chunk that could not be fetched (`missing`).
 */
export function toChunkLoadError(error: unknown, request = '', kind: ChunkKind = 'js'): ChunkLoadError {
  if (error instanceof ChunkLoadError && (kind === 'js' || error.code === CSS_CHUNK_LOAD_FAILED))
    return error;
  const type: ChunkErrorType = isChunkLoadError(error) && error.type === 'timeout' ? 'timeout' : 'missing';
  const address = request || (isChunkLoadError(error) ? error.request : '') || chunkAddressOf(error);
  return new ChunkLoadError(type, address, { kind, cause: error });
}

/** True when the failure may be retried (spec: one retry on `missing`, none on `timeout`). */
export function isRetriableChunkError(
  error: ChunkLoadError,
  attempt: number,
  retries = CHUNK_MISSING_RETRIES,
): boolean {
  return error.type === 'missing' && attempt < retries;
}
