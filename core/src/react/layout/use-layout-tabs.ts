import { useEffect, useMemo, useRef } from 'react';
import {
  connectTabs,
  layoutTabsEnabled,
  layoutTexts,
  tabsMachine,
  type MultiTabSettings,
  type RootLayoutPagesView,
  type TabsView,
  type TabsState,
} from '../../layout';
import { useActorView, useMachineActor } from '../machine';

/** Options of `useLayoutTabs`. */
export interface UseLayoutTabsOptions {
  /** Multi-tab settings; without them the content is not wrapped in tabs. */
  multiTab: MultiTabSettings | undefined;
  /** The page shown now (its loading flag, tab key and path), from `useRootLayout`. */
  layout: Pick<RootLayoutPagesView, 'loading' | 'tabKey' | 'pathname'>;
  /** Called when a user action makes another tab active: show its path. */
  onNavigate(path: string): void;
}

/** The tab list plus whether the content is wrapped in tabs at all. */
export interface LayoutTabsView extends TabsView {
  /** Tabs show (spec 2.1 `isMultiTabEnabled` on the current path), never while the layout loads. */
  enabled: boolean;
}

/** The multi-tab list: follows the location, and navigates when the user switches or closes tabs. */
export function useLayoutTabs({ multiTab, layout, onNavigate }: UseLayoutTabsOptions): LayoutTabsView {
  const actor = useMachineActor(tabsMachine, TABS_SETTINGS);
  const navigate = useRef(onNavigate);
  useEffect(() => {
    navigate.current = onNavigate;
  });
  useEffect(() => actor.on('navigate', (event) => navigate.current(event.path)), [actor]);
  const enabled = layoutTabsEnabled(multiTab, layout);
  const { tabKey, pathname } = layout;
  useEffect(() => {
    if (enabled) actor.send({ type: 'TAB.OPEN', key: tabKey, path: pathname });
  }, [actor, enabled, tabKey, pathname]);
  const tabs = useActorView(actor, TABS_VIEW, connectTabsView);
  return useMemo(() => ({ ...tabs, enabled }), [tabs, enabled]);
}

const TABS_SETTINGS: { input: Partial<TabsState> } = { input: {} };
// the tabs' rules are the same on both platforms
const TABS_VIEW = { platform: 'desktop', messages: layoutTexts } as const;
const connectTabsView = (
  snapshot: { context: Parameters<typeof connectTabs>[0] },
  send: Parameters<typeof connectTabs>[1],
): TabsView => connectTabs(snapshot.context, send);
