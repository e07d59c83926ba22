// spec 2.1 "Multi-tab layout" and the tab right-click menu: the tab list as pure functions.
import type { RouteMatch } from './layout.types';

/** One open tab. */
export interface LayoutTab {
  /** Identity: one tab per claim, module or custom page (see `tabKeyFor`). */
  key: string;
  /** The path the tab shows now. */
  path: string;
  /** Bumped by "refresh"; skins use it as the content's React key so the content remounts. */
  refreshCount: number;
}

/** The open tabs and the active one. */
export interface TabsState {
  tabs: LayoutTab[];
  activeKey: string | null;
}

/** What a tab's right-click menu offers. */
export interface TabMenu {
  canClose: boolean;
  canCloseOthers: boolean;
  canCloseRight: boolean;
  canRefresh: boolean;
}

export const EMPTY_TABS: TabsState = { tabs: [], activeKey: null };

/**
 * The tab a route belongs to: a claim by its id, a module by its name (its inner pages share
 * the tab), custom and unknown pages by their path.
 */
export function tabKeyFor(match: RouteMatch, pathname: string): string {
  switch (match.kind) {
    case 'claim':
      return `${match.source}:${match.claim.id}`;
    case 'module':
      return `module:${match.module}`;
    default:
      return `path:${pathname.split(/[?#]/)[0]}`;
  }
}

function indexOf(state: TabsState, key: string): number {
  return state.tabs.findIndex((tab) => tab.key === key);
}

/** Opens (appends) a tab, or activates it showing `path` when its key is open already. */
export function openTab(state: TabsState, tab: { key: string; path: string }): TabsState {
  const index = indexOf(state, tab.key);
  if (index === -1) {
    return { tabs: [...state.tabs, { key: tab.key, path: tab.path, refreshCount: 0 }], activeKey: tab.key };
  }
  const tabs = state.tabs.map((open) => (open.key === tab.key ? { ...open, path: tab.path } : open));
  return { tabs, activeKey: tab.key };
}

/** Makes an open tab active; an unknown key changes nothing. */
export function activateTab(state: TabsState, key: string): TabsState {
  return indexOf(state, key) === -1 ? state : { ...state, activeKey: key };
}

/**
 * Closes a tab. The last tab stays (the layout always shows the page). Closing the active tab
 * activates its right neighbour, else its left one.
 */
export function closeTab(state: TabsState, key: string): TabsState {
  const index = indexOf(state, key);
  if (index === -1 || state.tabs.length <= 1) return state;
  const tabs = state.tabs.filter((tab) => tab.key !== key);
  if (state.activeKey !== key) return { ...state, tabs };
  const next = tabs[Math.min(index, tabs.length - 1)];
  return { tabs, activeKey: next ? next.key : null };
}

/** Keeps only the given tab, and activates it. */
export function closeOtherTabs(state: TabsState, key: string): TabsState {
  const tab = state.tabs[indexOf(state, key)];
  return tab ? { tabs: [tab], activeKey: key } : state;
}

/** Closes the tabs right of the given one; if the active tab was among them, the given one becomes active. */
export function closeTabsToRight(state: TabsState, key: string): TabsState {
  const index = indexOf(state, key);
  if (index === -1) return state;
  const tabs = state.tabs.slice(0, index + 1);
  const activeStays = tabs.some((tab) => tab.key === state.activeKey);
  return { tabs, activeKey: activeStays ? state.activeKey : key };
}

/** Asks the tab's content to remount. */
export function refreshTab(state: TabsState, key: string): TabsState {
  if (indexOf(state, key) === -1) return state;
  return {
    ...state,
    tabs: state.tabs.map((tab) => (tab.key === key ? { ...tab, refreshCount: tab.refreshCount + 1 } : tab)),
  };
}

/** The right-click menu of a tab: what can be done from it. */
export function tabMenu(state: TabsState, key: string): TabMenu {
  const index = indexOf(state, key);
  const open = index !== -1;
  return {
    canClose: open && state.tabs.length > 1,
    canCloseOthers: open && state.tabs.length > 1,
    canCloseRight: open && index < state.tabs.length - 1,
    canRefresh: open,
  };
}

/** The active tab, if any. */
export function activeTab(state: TabsState): LayoutTab | null {
  return state.tabs.find((tab) => tab.key === state.activeKey) ?? null;
}
