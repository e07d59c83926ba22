import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createRefreshBus, type RefreshBus, type RefreshTarget } from '../../layout';

// A bus outside any layout still works (widgets rendered alone simply never refresh).
const fallbackBus = createRefreshBus();
const RefreshBusContext = createContext<RefreshBus>(fallbackBus);

/** Gives the layout's refresh bus to everything below. */
export function LayoutRefreshProvider({ bus, children }: { bus: RefreshBus; children: ReactNode }) {
  return <RefreshBusContext.Provider value={bus}>{children}</RefreshBusContext.Provider>;
}

/** spec 2.1: tell the layout to refresh a module's content or a dynamic widget (key plus type). */
export interface LayoutRefreshView {
  refreshModule(module: string): void;
  refreshWidget(key: string, type: string): void;
  refresh(target: RefreshTarget): void;
}

/** The layout's refresh intents. */
export function useLayoutRefresh(): LayoutRefreshView {
  const bus = useContext(RefreshBusContext);
  return useMemo(
    () => ({
      refresh: (target) => bus.refresh(target),
      refreshModule: (module) => bus.refresh({ kind: 'module', module }),
      refreshWidget: (key, type) => bus.refresh({ kind: 'widget', key, type }),
    }),
    [bus],
  );
}

/**
 * How often a target was refreshed: use it as the `key` of the content so a refresh remounts it.
 * A dynamic widget calls `useRefreshVersion({ kind: 'widget', key, type })`.
 */
export function useRefreshVersion(target: RefreshTarget): number {
  const bus = useContext(RefreshBusContext);
  // the target's fields, not the object: a new but equal target keeps the same reader
  const moduleName = target.kind === 'module' ? target.module : null;
  const widgetKey = target.kind === 'widget' ? target.key : '';
  const widgetType = target.kind === 'widget' ? target.type : '';
  const read = useCallback(
    () =>
      bus.version(
        moduleName !== null
          ? { kind: 'module', module: moduleName }
          : { kind: 'widget', key: widgetKey, type: widgetType },
      ),
    [bus, moduleName, widgetKey, widgetType],
  );
  return useSyncExternalStore(bus.subscribe, read, read);
}
