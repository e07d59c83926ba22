import { edgeScroll, type EdgeScroll, type EdgeScrollBox } from './edge-scroll';

/** The pointer events a drag handle listens to (React's synthetic events fit). */
export interface HandlePointerEvent {
  pointerId: number;
  button: number;
  clientX: number;
  clientY: number;
  currentTarget: Element;
}

/** Where the pointer is: its coordinates and the element under it. */
export interface DragPoint {
  x: number;
  y: number;
  element: Element | null;
}

/** What a drag handle reports; where the drag's state lives (a machine, React state) is the caller's. */
export interface DragHandleOptions<Target> {
  /** Off: a press on the handle starts nothing (read-only, saving). */
  enabled?: boolean;
  /** This handle's drag is on. */
  active(): boolean;
  /** The drop target at a point, or undefined over none. */
  targetAt(point: DragPoint): Target | undefined;
  /** A press began a drag. */
  start(): void;
  /** The pointer moved over a target. */
  over(target: Target): void;
  /** The pointer was let go during the drag (the caller drops, or cancels when nothing is under it). */
  release(): void;
  /** The browser took the pointer away (a scroll gesture, a lost capture). */
  cancel(): void;
  /**
   * The box the targets scroll in: near its top or bottom edge the drag scrolls it (issue 38), so a
   * row can go past the visible ones; the target under the still pointer is looked up after each step.
   */
  scroller?(): EdgeScrollBox | null;
}

/** The pointer handlers of a drag handle. */
export interface DragHandleProps {
  onPointerDown(event: HandlePointerEvent): void;
  onPointerMove(event: HandlePointerEvent): void;
  onPointerUp(): void;
  onPointerCancel(): void;
}

/** Ends the hold on text selection of the press under way (one pointer drags at a time). */
let heldSelection: (() => void) | undefined;
function letGoSelection(): void {
  heldSelection?.();
  stopEdgeScroll();
}

/** The edge scroll of the drag under way, if its box is near the pointer. */
let edge: { element: HTMLElement; scroll: EdgeScroll } | undefined;
function stopEdgeScroll(): void {
  edge?.scroll.stop();
  edge = undefined;
}
function followEdge(box: EdgeScrollBox, y: number, scrolled: () => void): void {
  if (edge?.element !== box.element) {
    stopEdgeScroll();
    edge = { element: box.element, scroll: edgeScroll(box) };
  }
  edge.scroll.follow(y, scrolled);
}

/**
 * Keeps the page's text from being selected until the press ends: a press that moves would
 * otherwise select the text it crosses (where capture does not hold it, or the handle lost it).
 * The press's end is heard on the document, so it is let go even when the handle is gone by then.
 */
function holdSelection(doc: Document): void {
  letGoSelection();
  const prevent = (event: Event) => event.preventDefault();
  const letGo = () => {
    stopEdgeScroll();
    doc.removeEventListener('selectstart', prevent, true);
    doc.removeEventListener('pointerup', letGo, true);
    doc.removeEventListener('pointercancel', letGo, true);
    if (heldSelection === letGo) heldSelection = undefined;
  };
  heldSelection = letGo;
  doc.addEventListener('selectstart', prevent, true);
  doc.addEventListener('pointerup', letGo, true);
  doc.addEventListener('pointercancel', letGo, true);
}

/**
 * The one pointer-drag mechanism of both skins (trees, sortable lists, anchor links, column
 * settings): the handle captures the pointer on a primary press, so moves and the release reach it
 * wherever the finger, pen or mouse goes, and the target under the pointer is looked up on each move.
 * No text is selected while the press lasts. HTML drag and drop is not used: it does not fire on
 * touch screens. Give the handle
 * `touch-action: none`, so a finger's drag is not taken for a scroll.
 */
export function dragHandleProps<Target>(options: DragHandleOptions<Target>): DragHandleProps {
  return {
    onPointerDown(event) {
      if (options.enabled === false || event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      holdSelection(event.currentTarget.ownerDocument);
      options.start();
    },
    onPointerMove(event) {
      if (!options.active()) return;
      const doc = event.currentTarget.ownerDocument;
      const { clientX: x, clientY: y } = event;
      const lookUp = () => {
        const target = options.targetAt({ x, y, element: doc.elementFromPoint(x, y) });
        if (target !== undefined) options.over(target);
      };
      lookUp();
      const box = options.scroller?.();
      if (box) followEdge(box, y, lookUp);
    },
    onPointerUp() {
      letGoSelection();
      if (options.active()) options.release();
    },
    onPointerCancel() {
      letGoSelection();
      if (options.active()) options.cancel();
    },
  };
}

/**
 * The value of `attribute` on the element at the point or its closest ancestor carrying it, when
 * that element lies inside `within` (anywhere when not given); undefined otherwise.
 */
export function markedAt(point: DragPoint, attribute: string, within?: Element | null): string | undefined {
  const marked = point.element?.closest(`[${attribute}]`);
  if (!marked || (within !== undefined && !within?.contains(marked))) return undefined;
  return marked.getAttribute(attribute) ?? undefined;
}
