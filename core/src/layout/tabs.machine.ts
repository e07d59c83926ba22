// The tab list as an xstate machine: the reducer of tabs.logic.ts plus the navigation it causes.
import { enqueueActions, setup } from 'xstate';
import {
  EMPTY_TABS,
  activateTab,
  activeTab,
  closeOtherTabs,
  closeTab,
  closeTabsToRight,
  openTab,
  refreshTab,
  tabMenu,
  type LayoutTab,
  type TabMenu,
  type TabsState,
} from './tabs.logic';

/** Events of the tab list; every event but OPEN comes from the user. */
export type TabsEvent =
  | { type: 'TAB.OPEN'; key: string; path: string }
  | { type: 'TAB.ACTIVATE'; key: string }
  | { type: 'TAB.CLOSE'; key: string }
  | { type: 'TAB.CLOSE_OTHERS'; key: string }
  | { type: 'TAB.CLOSE_RIGHT'; key: string }
  | { type: 'TAB.REFRESH'; key: string };

/** Effect on the host: show this path (the active tab changed by a user action). */
export type TabsEmitted = { type: 'navigate'; path: string };

/** The tab list after an event (pure; the machine and headless tests share it). */
export function reduceTabs(state: TabsState, event: TabsEvent): TabsState {
  switch (event.type) {
    case 'TAB.OPEN':
      return openTab(state, event);
    case 'TAB.ACTIVATE':
      return activateTab(state, event.key);
    case 'TAB.CLOSE':
      return closeTab(state, event.key);
    case 'TAB.CLOSE_OTHERS':
      return closeOtherTabs(state, event.key);
    case 'TAB.CLOSE_RIGHT':
      return closeTabsToRight(state, event.key);
    case 'TAB.REFRESH':
      return refreshTab(state, event.key);
  }
}

export const tabsMachine = setup({
  types: {
    context: {} as TabsState,
    input: {} as Partial<TabsState> | undefined,
    events: {} as TabsEvent,
    emitted: {} as TabsEmitted,
  },
  actions: {
    apply: enqueueActions(({ context, event, enqueue }) => {
      const next = reduceTabs(context, event);
      if (next === context) return;
      enqueue.assign({ tabs: next.tabs, activeKey: next.activeKey });
      const active = activeTab(next);
      // OPEN follows a navigation that already happened; user actions must navigate
      if (event.type !== 'TAB.OPEN' && active && next.activeKey !== context.activeKey) {
        enqueue.emit({ type: 'navigate', path: active.path });
      }
    }),
  },
}).createMachine({
  id: 'layoutTabs',
  context: ({ input }) => ({ tabs: input?.tabs ?? EMPTY_TABS.tabs, activeKey: input?.activeKey ?? null }),
  on: {
    'TAB.OPEN': { actions: 'apply' },
    'TAB.ACTIVATE': { actions: 'apply' },
    'TAB.CLOSE': { actions: 'apply' },
    'TAB.CLOSE_OTHERS': { actions: 'apply' },
    'TAB.CLOSE_RIGHT': { actions: 'apply' },
    'TAB.REFRESH': { actions: 'apply' },
  },
});

/** A tab as a skin shows it. */
export interface TabView extends LayoutTab {
  active: boolean;
  /** False for the last open tab. */
  closable: boolean;
}

/** The tab list as skins read it: tabs, the right-click menu per tab, and intents. */
export interface TabsView {
  tabs: TabView[];
  activeKey: string | null;
  menu(key: string): TabMenu;
  open(key: string, path: string): void;
  activate(key: string): void;
  close(key: string): void;
  closeOthers(key: string): void;
  closeRight(key: string): void;
  refresh(key: string): void;
}

/** Turns the tab state into what skins read. */
export function connectTabs(state: TabsState, send: (event: TabsEvent) => void): TabsView {
  const closable = state.tabs.length > 1;
  return {
    tabs: state.tabs.map((tab) => ({ ...tab, active: tab.key === state.activeKey, closable })),
    activeKey: state.activeKey,
    menu: (key) => tabMenu(state, key),
    open: (key, path) => send({ type: 'TAB.OPEN', key, path }),
    activate: (key) => send({ type: 'TAB.ACTIVATE', key }),
    close: (key) => send({ type: 'TAB.CLOSE', key }),
    closeOthers: (key) => send({ type: 'TAB.CLOSE_OTHERS', key }),
    closeRight: (key) => send({ type: 'TAB.CLOSE_RIGHT', key }),
    refresh: (key) => send({ type: 'TAB.REFRESH', key }),
  };
}
