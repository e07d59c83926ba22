// The browser's view-part cache: the parts of one browser's last view (one `send`), reused while their
// inputs are the same, shared by `connectBrowser` and the view parts it composes.

interface Slot {
  deps: readonly unknown[];
  value: unknown;
}

/** The parts of the last views of one browser (one `send`), reused while their inputs are the same. */
export interface ViewParts {
  slots: Map<string, Slot>;
  /** Per-item parts (a row per result entry, a tag per picked item), by kind. */
  items: Map<string, WeakMap<object, Slot>>;
}

// A keystroke changes the keyword and then the rows: the other parts of the view (dialog, tabs, tree,
// selected list, unchanged rows and every intent) stay the same objects, so memoised skin parts skip
// their render. Keyed by `send`, which is one per running browser.
const partsBySend = new WeakMap<object, ViewParts>();

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/** The cache of the browser that `send` belongs to. */
export function partsOf(send: object): ViewParts {
  let parts = partsBySend.get(send);
  if (!parts) {
    parts = { slots: new Map(), items: new Map() };
    partsBySend.set(send, parts);
  }
  return parts;
}

/** The value `make` returned last time for `key` when `deps` are the same, else a new one. */
export function reuse<T>(parts: ViewParts, key: string, deps: readonly unknown[], make: () => T): T {
  const slot = parts.slots.get(key);
  if (slot && sameDeps(slot.deps, deps)) return slot.value as T;
  const value = make();
  parts.slots.set(key, { deps, value });
  return value;
}

/** The part `make` returned last time for this `item` of `kind` when `deps` are the same, else a new one. */
export function reuseFor<T>(
  parts: ViewParts,
  kind: string,
  item: object,
  deps: readonly unknown[],
  make: () => T,
): T {
  let slots = parts.items.get(kind);
  if (!slots) {
    slots = new WeakMap();
    parts.items.set(kind, slots);
  }
  const slot = slots.get(item);
  if (slot && sameDeps(slot.deps, deps)) return slot.value as T;
  const value = make();
  slots.set(item, { deps, value });
  return value;
}

/** `items` itself, or the last list of `key` when it held the same items in the same order. */
export const sameList = <T>(parts: ViewParts, key: string, items: readonly T[]): readonly T[] =>
  reuse(parts, key, items, () => items);
