import { nextFocusIndex } from '../../shared/roving-focus';

/** Which items take part and how many a row holds (1: a menu-like column). */
export interface RovingFocusOptions {
  /** Selector of the focusable items inside the element that listens; disabled ones are skipped. */
  items: string;
  columns?: number;
}

/**
 * A keydown handler for a list or grid of focusable items: the arrow keys, Home and End move the
 * focus among them (see `nextFocusIndex`). Put it on the element that contains the items.
 */
export function rovingFocusKeyDown({ items, columns = 1 }: RovingFocusOptions) {
  return (event: { key: string; currentTarget: Element; preventDefault(): void }): void => {
    const candidates = [...event.currentTarget.querySelectorAll<HTMLElement>(items)].filter(
      (item) => !item.matches(':disabled, [aria-disabled="true"]'),
    );
    const focused = event.currentTarget.ownerDocument.activeElement;
    const current = candidates.findIndex((item) => item === focused);
    const next = nextFocusIndex(event.key, current, candidates.length, columns);
    if (next === undefined) return;
    event.preventDefault();
    candidates[next]?.focus();
  };
}
