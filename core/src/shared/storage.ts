/**
 * The host storage core's rules use (snoozes, persisted widths ...). Core never touches
 * `localStorage` itself: hosts pass `browserStorage()` from `@suite-ui/core/dom`, tests pass memory.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
}
