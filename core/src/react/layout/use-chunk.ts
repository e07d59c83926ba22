import { useEffect, useRef, useState } from 'react';
import {
  chunkMachineFor,
  connectChunk,
  layoutTexts,
  type ChunkLoadError,
  type ChunkMachineInput,
  type ChunkView,
} from '../../layout';
import { useActorView, useMachineActor } from '../machine';

/** Options of `useChunk`, read once. */
export interface UseChunkOptions extends ChunkMachineInput {
  /** spec 8: called with the final error of a failed load. */
  onError?: (error: ChunkLoadError) => void;
}

/**
 * Loads a lazy chunk (time-out, one retry on `missing`) and gives its view. Unlike React.lazy,
 * which keeps a failed import forever, `retry()` calls the loader again. The loader is read
 * once, when the component mounts: give the component a new `key` to load something else.
 */
export function useChunk<T>(loader: () => Promise<T>, options: UseChunkOptions = {}): ChunkView<T> {
  const { onError, ...input } = options;
  // read once: a StrictMode remount starts a new actor, which calls the loader again
  const [settings] = useState(() => ({ machine: chunkMachineFor(() => loader()), input }));
  const actor = useMachineActor(settings.machine, settings);
  const latestOnError = useRef(onError);
  useEffect(() => {
    latestOnError.current = onError;
  });
  useEffect(() => actor.on('chunk.error', (event) => latestOnError.current?.(event.error)), [actor]);
  return useActorView(actor, CHUNK_VIEW, connectChunk) as ChunkView<T>;
}

// the chunk view is the same on both platforms; env only ties the texts to the locale
const CHUNK_VIEW = { platform: 'desktop', messages: layoutTexts } as const;
