import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { connectTabs, tabsMachine, type TabsApi } from '../../layout';

/** Options of `useLayoutTabs`. */
export interface UseLayoutTabsOptions {
  /** Tabs are kept only while enabled (spec 2.1 `isMultiTabEnabled`). */
  enabled: boolean;
  /** The page shown now: its tab key and path, both from the same `RootLayoutView`. */
  tabKey: string;
  path: string;
  /** Called when a user action makes another tab active: show its path. */
  onNavigate(path: string): void;
}

/** The multi-tab list: follows the location, and navigates when the user switches or closes tabs. */
export function useLayoutTabs({ enabled, tabKey, path, onNavigate }: UseLayoutTabsOptions): TabsApi {
  const actor = useActorRef(tabsMachine, { input: undefined });
  const navigate = useRef(onNavigate);
  useEffect(() => {
    navigate.current = onNavigate;
  });
  useEffect(() => actor.on('navigate', (event) => navigate.current(event.path)).unsubscribe, [actor]);
  useEffect(() => {
    if (enabled) actor.send({ type: 'TAB.OPEN', key: tabKey, path });
  }, [actor, enabled, tabKey, path]);
  const state = useSelector(actor, (snapshot) => snapshot.context);
  return useMemo(() => connectTabs(state, actor.send), [state, actor]);
}
