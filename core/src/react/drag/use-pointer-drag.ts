import { useState } from 'react';
import { dragHandleProps, type DragHandleProps, type EdgeScrollBox } from '../../dom/drag';

/** What a skin needs of a pointer drag by handles, over any kind of drop target. */
export interface PointerDrag<Source, Target> {
  /** The element the drop targets are in. */
  setContainer(element: HTMLElement | null): void;
  /** Something is being dragged (handles show a grabbing cursor). */
  dragging: boolean;
  /** What is dragged, and where it would land now (null when nowhere). */
  source: Source | null;
  target: Target | null;
  /** Pointer handlers of a drag handle. */
  handleProps(source: Source): DragHandleProps;
}

/** How a pointer drag finds its targets and what a release does. */
export interface PointerDragOptions<Source, Target> {
  /** Off: a press on a handle starts nothing (read-only, saving). */
  enabled: boolean;
  /** The drop target under the pointer inside `container`, if any. */
  targetAt(container: HTMLElement | null, x: number, y: number): Target | undefined;
  /** Two targets are the same place (no re-render while the pointer stays on it). */
  sameTarget(a: Target, b: Target): boolean;
  /** Where a drag starts, before the pointer moves (null: nowhere). */
  startTarget(source: Source): Target | null;
  /** A release over `target`. */
  drop(source: Source, target: Target): void;
  /** The box the targets scroll in, scrolled while the pointer is near its top or bottom edge. */
  scroller?(container: HTMLElement | null): EdgeScrollBox | null;
}

/**
 * Dragging by handles, for both skins and any list or tree, over the one pointer mechanism
 * (`dragHandleProps`): the handle captures the pointer, the target under it is tracked in React
 * state, and a release over one drops there. The rows say what a target is
 * (`targetAt`); the feature's rules say what a drop does.
 */
export function usePointerDrag<Source, Target>(
  options: PointerDragOptions<Source, Target>,
): PointerDrag<Source, Target> {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [drag, setDrag] = useState<{ source: Source; target: Target | null } | null>(null);
  return {
    setContainer,
    dragging: drag !== null,
    source: drag?.source ?? null,
    target: drag?.target ?? null,
    handleProps: (source) =>
      dragHandleProps<Target>({
        enabled: options.enabled,
        active: () => drag !== null,
        targetAt: ({ x, y }) => options.targetAt(container, x, y),
        start: () => setDrag({ source, target: options.startTarget(source) }),
        over: (target) => {
          if (drag && (drag.target === null || !options.sameTarget(target, drag.target)))
            setDrag({ ...drag, target });
        },
        release: () => {
          if (drag && drag.target !== null) options.drop(drag.source, drag.target);
          setDrag(null);
        },
        cancel: () => setDrag(null),
        scroller: options.scroller && (() => options.scroller?.(container) ?? null),
      }),
  };
}
