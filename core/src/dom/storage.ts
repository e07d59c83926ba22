import type { KeyValueStorage } from '../shared/storage';

/**
 * `localStorage` behind core's storage interface. Storage can throw (private mode, quota, a
 * sandboxed iframe): reads then give null and writes are dropped, never an exception.
 */
export function browserStorage(area: 'local' | 'session' = 'local'): KeyValueStorage {
  const target = (): Storage | null => {
    try {
      return area === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      try {
        return target()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        target()?.setItem(key, value);
      } catch {
        /* full or blocked storage: the value is simply not kept */
      }
    },
    remove(key) {
      try {
        target()?.removeItem(key);
      } catch {
        /* blocked storage */
      }
    },
  };
}
