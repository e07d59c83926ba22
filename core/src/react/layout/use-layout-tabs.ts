import { useEffect, useRef } from 'react';
import { connectTabs, layoutTexts, tabsMachine, type TabsApi, type TabsState } from '../../layout';
import { useActorView, useMachineActor } from '../machine';

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
  const actor = useMachineActor(tabsMachine, TABS_SETTINGS);
  const navigate = useRef(onNavigate);
  useEffect(() => {
    navigate.current = onNavigate;
  });
  useEffect(() => actor.on('navigate', (event) => navigate.current(event.path)), [actor]);
  useEffect(() => {
    if (enabled) actor.send({ type: 'TAB.OPEN', key: tabKey, path });
  }, [actor, enabled, tabKey, path]);
  return useActorView(actor, TABS_VIEW, connectTabsView);
}

const TABS_SETTINGS: { input: Partial<TabsState> } = { input: {} };
// the tabs' rules are the same on both platforms
const TABS_VIEW = { platform: 'desktop', messages: layoutTexts } as const;
const connectTabsView = (
  snapshot: { context: Parameters<typeof connectTabs>[0] },
  send: Parameters<typeof connectTabs>[1],
): TabsApi => connectTabs(snapshot.context, send);
