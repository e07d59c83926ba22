import { createActor } from 'xstate';
import type { RouteClaim } from './layout.types';
import {
  EMPTY_TABS,
  closeOtherTabs,
  closeTab,
  closeTabsToRight,
  openTab,
  refreshTab,
  tabKeyFor,
  tabMenu,
  type TabsState,
} from './tabs.logic';
import { connectTabs, reduceTabs, tabsMachine, type TabsEvent } from './tabs.machine';

const keysOf = (state: TabsState) => state.tabs.map((tab) => tab.key);

function tabsOf(...keys: string[]): TabsState {
  return keys.reduce((state, key) => openTab(state, { key, path: `/${key}` }), EMPTY_TABS);
}

describe('tab list logic (spec 2.1 right-click menu)', () => {
  it('opens new tabs at the end and activates an open one instead of duplicating it', () => {
    let state = tabsOf('a', 'b');
    expect(keysOf(state)).toEqual(['a', 'b']);
    expect(state.activeKey).toBe('b');
    state = openTab(state, { key: 'a', path: '/a/detail/1' });
    expect(keysOf(state)).toEqual(['a', 'b']);
    expect(state.activeKey).toBe('a');
    expect(state.tabs[0]?.path).toBe('/a/detail/1');
  });

  it.each<[string, string, string | null, string[], string | null]>([
    ['closing the active tab activates the right neighbour', 'b', 'b', ['a', 'c'], 'c'],
    ['closing the active last tab activates the left neighbour', 'c', 'c', ['a', 'b'], 'b'],
    ['closing an inactive tab keeps the active one', 'a', 'c', ['b', 'c'], 'c'],
    ['closing an unknown tab changes nothing', 'z', 'b', ['a', 'b', 'c'], 'b'],
  ])('%s', (_name, close, active, keys, nextActive) => {
    const state = closeTab({ ...tabsOf('a', 'b', 'c'), activeKey: active }, close);
    expect(keysOf(state)).toEqual(keys);
    expect(state.activeKey).toBe(nextActive);
  });

  it('never closes the last tab', () => {
    const state = tabsOf('a');
    expect(closeTab(state, 'a')).toBe(state);
  });

  it('closes the others and activates the kept tab', () => {
    const state = closeOtherTabs({ ...tabsOf('a', 'b', 'c'), activeKey: 'c' }, 'b');
    expect(keysOf(state)).toEqual(['b']);
    expect(state.activeKey).toBe('b');
  });

  it('closes tabs to the right; the kept tab becomes active only if the active one went', () => {
    const activeGone = closeTabsToRight({ ...tabsOf('a', 'b', 'c', 'd'), activeKey: 'd' }, 'b');
    expect(keysOf(activeGone)).toEqual(['a', 'b']);
    expect(activeGone.activeKey).toBe('b');
    const activeStays = closeTabsToRight({ ...tabsOf('a', 'b', 'c', 'd'), activeKey: 'a' }, 'b');
    expect(activeStays.activeKey).toBe('a');
  });

  it('refresh bumps only that tab', () => {
    const state = refreshTab(refreshTab(tabsOf('a', 'b'), 'a'), 'a');
    expect(state.tabs.map((tab) => tab.refreshCount)).toEqual([2, 0]);
  });

  it.each([
    ['a', { canClose: true, canCloseOthers: true, canCloseRight: true, canRefresh: true }],
    ['c', { canClose: true, canCloseOthers: true, canCloseRight: false, canRefresh: true }],
    ['z', { canClose: false, canCloseOthers: false, canCloseRight: false, canRefresh: false }],
  ])('right-click menu of %p', (key, menu) => {
    expect(tabMenu(tabsOf('a', 'b', 'c'), key)).toEqual(menu);
  });

  it('offers only refresh on a single tab', () => {
    expect(tabMenu(tabsOf('a'), 'a')).toEqual({
      canClose: false,
      canCloseOthers: false,
      canCloseRight: false,
      canRefresh: true,
    });
  });

  it('keys tabs by claim, module or path', () => {
    const claim: RouteClaim = { id: '9', path: '/r', componentType: 'R' };
    expect(tabKeyFor({ kind: 'claim', source: 'menu', claim }, '/r/x')).toBe('menu:9');
    expect(tabKeyFor({ kind: 'module', module: 'hrm' }, '/hrm/a')).toBe('module:hrm');
    expect(tabKeyFor({ kind: 'custom', path: '/custom/a' }, '/custom/a?x')).toBe('path:/custom/a');
  });
});

describe('tabs machine', () => {
  function start(...events: TabsEvent[]) {
    const actor = createActor(tabsMachine, { input: undefined }).start();
    const navigations: string[] = [];
    actor.on('navigate', (event) => navigations.push(event.path));
    for (const event of events) actor.send(event);
    return { actor, navigations };
  }

  it('navigates when a user action changes the active tab, not when a navigation opened it', () => {
    const { actor, navigations } = start(
      { type: 'TAB.OPEN', key: 'a', path: '/a' },
      { type: 'TAB.OPEN', key: 'b', path: '/b' },
      { type: 'TAB.OPEN', key: 'c', path: '/c' },
    );
    expect(navigations).toEqual([]);
    actor.send({ type: 'TAB.ACTIVATE', key: 'a' });
    actor.send({ type: 'TAB.ACTIVATE', key: 'a' });
    actor.send({ type: 'TAB.CLOSE_RIGHT', key: 'b' });
    actor.send({ type: 'TAB.CLOSE', key: 'a' });
    expect(navigations).toEqual(['/a', '/b']);
    expect(actor.getSnapshot().context.tabs.map((tab) => tab.key)).toEqual(['b']);
  });

  it('closes others from the right-click menu and navigates to the kept tab', () => {
    const { actor, navigations } = start(
      { type: 'TAB.OPEN', key: 'a', path: '/a' },
      { type: 'TAB.OPEN', key: 'b', path: '/b' },
    );
    actor.send({ type: 'TAB.CLOSE_OTHERS', key: 'a' });
    expect(navigations).toEqual(['/a']);
    expect(actor.getSnapshot().context).toEqual({
      tabs: [{ key: 'a', path: '/a', refreshCount: 0 }],
      activeKey: 'a',
    });
  });

  it('connect() gives the tabs, the menu and intents that send events', () => {
    const sent: TabsEvent[] = [];
    const api = connectTabs(reduceTabs(tabsOf('a', 'b'), { type: 'TAB.REFRESH', key: 'a' }), (event) =>
      sent.push(event),
    );
    expect(api.tabs).toEqual([
      { key: 'a', path: '/a', refreshCount: 1, active: false, closable: true },
      { key: 'b', path: '/b', refreshCount: 0, active: true, closable: true },
    ]);
    expect(api.menu('b').canCloseRight).toBe(false);
    api.closeOthers('a');
    api.closeRight('a');
    api.refresh('b');
    api.close('b');
    api.activate('a');
    api.open('c', '/c');
    expect(sent.map((event) => event.type)).toEqual([
      'TAB.CLOSE_OTHERS',
      'TAB.CLOSE_RIGHT',
      'TAB.REFRESH',
      'TAB.CLOSE',
      'TAB.ACTIVATE',
      'TAB.OPEN',
    ]);
    expect(connectTabs(tabsOf('a'), () => {}).tabs[0]?.closable).toBe(false);
  });
});
