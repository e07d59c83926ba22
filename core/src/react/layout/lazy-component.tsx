import { createElement, type ComponentType } from 'react';
import type { ChunkView, WidgetModule } from '../../layout';
import { useChunk, type UseChunkOptions } from './use-chunk';

/** The views a skin gives lazy components: while loading, and after a failure (with retry). */
export interface ChunkViews {
  Loading: ComponentType;
  Failed: ComponentType<{ view: ChunkView }>;
}

function unwrap<P>(module: WidgetModule<ComponentType<P>>): ComponentType<P> {
  return typeof module === 'object' && module !== null && 'default' in module
    ? module.default
    : (module as ComponentType<P>);
}

/**
 * A component that loads its implementation lazily through the chunk loader and shows the
 * skin's loading view, then the component, or the skin's error view whose retry loads again.
 */
export function createLazyComponent<P extends object>(
  loader: () => Promise<WidgetModule<ComponentType<P>>>,
  views: ChunkViews,
  options: UseChunkOptions = {},
): ComponentType<P> {
  const load = () => loader().then(unwrap);
  function LazyComponent(props: P) {
    const chunk = useChunk(load, options);
    if (chunk.status === 'failed') return <views.Failed view={chunk} />;
    if (chunk.status !== 'ready' || !chunk.value) return <views.Loading />;
    return createElement(chunk.value, props);
  }
  return LazyComponent;
}
