// Loading one chunk: time-out, one retry on `missing`, error report, and retry by the user.
import {
  assign,
  createActor,
  emit,
  fromPromise,
  setup,
  waitFor,
  type ActorOptions,
  type AnyActorLogic,
} from 'xstate';
import {
  CHUNK_MISSING_RETRIES,
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  isRetriableChunkError,
  toChunkLoadError,
  type ChunkKind,
} from './chunk.logic';

/** What the `load` actor is given: the attempt number (0 first) so a host can bust caches. */
export interface ChunkLoadInput {
  attempt: number;
}

export interface ChunkMachineInput {
  /** The chunk's address, for the error (optional: taken from the loader's error otherwise). */
  url?: string;
  kind?: ChunkKind;
  /** Default 120 000 ms (spec 9). */
  timeoutMs?: number;
  /** Retries on `missing` before giving up; default 1. */
  retries?: number;
}

export interface ChunkContext {
  url: string;
  kind: ChunkKind;
  timeoutMs: number;
  retries: number;
  attempt: number;
  value: unknown;
  error: ChunkLoadError | null;
}

export type ChunkEvent = { type: 'CHUNK.RETRY' };

/** spec 8: a component load failure calls an error callback; the machine emits it. */
export type ChunkEmitted = { type: 'chunk.error'; error: ChunkLoadError };

export const chunkMachine = setup({
  types: {
    input: {} as ChunkMachineInput,
    context: {} as ChunkContext,
    events: {} as ChunkEvent,
    emitted: {} as ChunkEmitted,
  },
  actors: {
    load: fromPromise<unknown, ChunkLoadInput>(() => Promise.reject(new Error('provide the load actor'))),
  },
  delays: {
    CHUNK_TIMEOUT: ({ context }) => context.timeoutMs,
  },
  guards: {
    mayRetry: ({ context, event }) =>
      isRetriableChunkError(
        toChunkLoadError((event as { error?: unknown }).error, context.url, context.kind),
        context.attempt,
        context.retries,
      ),
  },
  actions: {
    nextAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    restart: assign({ attempt: 0, error: null }),
    keepValue: assign({ value: ({ event }) => (event as { output?: unknown }).output }),
    failLoad: assign({
      error: ({ context, event }) =>
        toChunkLoadError((event as { error?: unknown }).error, context.url, context.kind),
    }),
    failTimeout: assign({
      error: ({ context }) => new ChunkLoadError('timeout', context.url, { kind: context.kind }),
    }),
    report: emit(({ context }) => ({ type: 'chunk.error' as const, error: context.error as ChunkLoadError })),
  },
}).createMachine({
  id: 'chunk',
  context: ({ input }) => ({
    url: input.url ?? '',
    kind: input.kind ?? 'js',
    timeoutMs: input.timeoutMs ?? CHUNK_TIMEOUT_MS,
    retries: input.retries ?? CHUNK_MISSING_RETRIES,
    attempt: 0,
    value: undefined,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ attempt: context.attempt }),
        onDone: { target: 'ready', actions: 'keepValue' },
        onError: [
          { guard: 'mayRetry', target: 'loading', reenter: true, actions: 'nextAttempt' },
          { target: 'failed', actions: ['failLoad', 'report'] },
        ],
      },
      // leaving the state stops the load actor (its abort signal fires)
      after: { CHUNK_TIMEOUT: { target: 'failed', actions: ['failTimeout', 'report'] } },
    },
    ready: {},
    failed: {
      on: { 'CHUNK.RETRY': { target: 'loading', actions: 'restart' } },
    },
  },
});

/** A chunk loader: called once per attempt; `signal` aborts when the attempt is given up. */
export type ChunkLoader<T> = (attempt: ChunkLoadInput & { signal: AbortSignal }) => Promise<T>;

export interface LoadChunkOptions extends ChunkMachineInput {
  /** spec 8: called once with the final error. */
  onError?: (error: ChunkLoadError) => void;
  /** Clock of the time-out (tests pass xstate's SimulatedClock). */
  clock?: ActorOptions<AnyActorLogic>['clock'];
}

/** The chunk machine with a loader plugged in. */
export function chunkMachineFor<T>(loader: ChunkLoader<T>) {
  return chunkMachine.provide({
    actors: {
      load: fromPromise<unknown, ChunkLoadInput>(({ input, signal }) =>
        loader({ attempt: input.attempt, signal }),
      ),
    },
  });
}

/**
 * Loads a chunk through `loader` (spec 7, 8): rejects with a `ChunkLoadError` of type `timeout`
 * after 120 000 ms, or of type `missing` when the loader fails twice (one retry); calls
 * `onError` with that error.
 */
export async function loadChunk<T>(loader: ChunkLoader<T>, options: LoadChunkOptions = {}): Promise<T> {
  const { onError, clock, ...input } = options;
  const actor = createActor(chunkMachineFor(loader), { input, ...(clock ? { clock } : {}) });
  if (onError) actor.on('chunk.error', (event) => onError(event.error));
  actor.start();
  try {
    const done = await waitFor(actor, (snapshot) => snapshot.matches('ready') || snapshot.matches('failed'));
    if (done.matches('failed')) throw done.context.error;
    return done.context.value as T;
  } finally {
    actor.stop();
  }
}

/** Wraps a loader so every call goes through `loadChunk` (time-out, retry, error report). */
export function withChunkLoading<T>(
  loader: () => Promise<T>,
  options: LoadChunkOptions = {},
): () => Promise<T> {
  return () => loadChunk(() => loader(), options);
}
