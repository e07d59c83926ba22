// spec 2.1: "The layout can be told to refresh a module's content or a dynamic widget (key plus type)."

/** What to refresh: a module's content, or one dynamic widget named by key plus type. */
export type RefreshTarget =
  { kind: 'module'; module: string } | { kind: 'widget'; key: string; type: string };

/** A stable id of a refresh target. */
export function refreshTargetId(target: RefreshTarget): string {
  return target.kind === 'module' ? `module:${target.module}` : `widget:${target.type}:${target.key}`;
}

/** Counts refreshes per target; contents use the count as their React key to remount. */
export interface RefreshBus {
  refresh(target: RefreshTarget): void;
  /** How often the target was refreshed (0 at first). */
  version(target: RefreshTarget): number;
  /** Calls `listener` after every refresh; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A new refresh bus (one per layout). */
export function createRefreshBus(): RefreshBus {
  const versions = new Map<string, number>();
  const listeners = new Set<() => void>();
  return {
    refresh(target) {
      const id = refreshTargetId(target);
      versions.set(id, (versions.get(id) ?? 0) + 1);
      for (const listener of [...listeners]) listener();
    },
    version: (target) => versions.get(refreshTargetId(target)) ?? 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
