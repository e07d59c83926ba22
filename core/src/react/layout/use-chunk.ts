import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import {
  chunkMachineFor,
  connectChunk,
  type ChunkLoadError,
  type ChunkMachineInput,
  type ChunkView,
} from '../../layout';
import { useLocale } from '../use-locale';

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
  const locale = useLocale();
  const [machine] = useState(() => chunkMachineFor(() => loader()));
  const { onError, ...input } = options;
  const actor = useActorRef(machine, { input });
  useEffect(
    () => (onError ? actor.on('chunk.error', (event) => onError(event.error)).unsubscribe : undefined),
    [actor, onError],
  );
  const snapshot = useSelector(actor, (state) => state);
  // locale is a dependency so the texts follow a language switch
  return useMemo(() => connectChunk<T>(snapshot, actor.send), [snapshot, actor, locale]); // eslint-disable-line react-hooks/exhaustive-deps
}
