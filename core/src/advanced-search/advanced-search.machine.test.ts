import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { connectAdvancedSearch } from './advanced-search.connect';
import { advancedSearchMachine } from './advanced-search.machine';
import type {
  SavedFilter,
  SearchFieldItem,
  SearchHistoryEntry,
  SearchPayload,
} from './advanced-search.types';
import { advancedSearchTexts } from './messages';

const fields: SearchFieldItem[] = [
  { id: 'name', title: 'Name', itemType: 'INPUT', needQuickSearch: true },
  { id: 'amount', title: 'Amount', itemType: 'SCOPE' },
  { id: 'dept', title: 'Dept', itemType: 'BROWSER', browser: { type: 'department' } },
  { id: 'common', title: 'Common', itemType: 'INPUT', groupId: 'commonGroup' },
];

const filter: SavedFilter = {
  id: 's1',
  name: 'Saved',
  isPublic: false,
  isDefault: false,
  range: [],
  snapDescription: '',
  conditionId: 'list',
  module: 'crm',
  content: { condition: 'or', layout: ['amount', 'name'], data: { amount: { min: 1, max: 5 } } },
};

function start(overrides: Record<string, unknown> = {}, input: Record<string, unknown> = {}) {
  const searches: SearchPayload[] = [];
  const calls: string[] = [];
  const machine = advancedSearchMachine.provide({
    actors: {
      loadSetup: fromPromise(async () => ({
        settings: [],
        filters: [{ id: 's1', name: 'Saved', isPublic: false, isDefault: false }],
      })),
      loadFilters: fromPromise(async () => [{ id: 's1', name: 'Saved', isPublic: false, isDefault: false }]),
      loadFilter: fromPromise(async () => filter),
      deleteFilter: fromPromise(
        async ({ input }: { input: { id: string } }) => void calls.push(`delete ${input.id}`),
      ),
      runSearch: fromPromise(
        async ({ input }: { input: { payload: SearchPayload } }) => void searches.push(input.payload),
      ),
      addHistory: fromPromise(async () => void calls.push('history')),
      saveSettings: fromPromise(
        async ({ input }: { input: { conditions: unknown[] } }) =>
          void calls.push(`settings ${JSON.stringify(input.conditions)}`),
      ),
      loadHistory: fromPromise(async (): Promise<SearchHistoryEntry[]> => [
        {
          id: 'h1',
          title: 'Name: Bo',
          time: '',
          content: { condition: 'and', layout: [], data: { name: 'Bo' } },
        },
      ]),
      deleteHistory: fromPromise(async () => void calls.push('delete history')),
      clearHistory: fromPromise(async () => void calls.push('clear history')),
      ...overrides,
    } as never,
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: { fields, values: { name: 'init' }, ...input } });
  actor.start();
  const env = connectEnv(advancedSearchTexts, 'en_US', 'desktop');
  const view = () => connectAdvancedSearch(actor.getSnapshot(), actor.send, env);
  return { actor, clock, view, searches, calls };
}

const settle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches({ setup: 'ready', snapshot: 'idle', search: 'idle' }));

describe('advancedSearchMachine (spec 4)', () => {
  it('starts in and, panel loading cleared 100 ms after init', async () => {
    const { actor, clock, view } = start();
    expect(view().match.value).toBe('and');
    expect(view().panelLoading).toBe(true);
    clock.increment(99);
    expect(view().panelLoading).toBe(true);
    clock.increment(1);
    expect(view().panelLoading).toBe(false);
    await settle(actor);
    expect(view().filters.items.map((item) => item.name)).toEqual(['Saved']);
  });

  it('toggles visible, switches to or and sends the payload with loading while searching', async () => {
    let finish: () => void = () => undefined;
    const { actor, view } = start({
      runSearch: fromPromise(() => new Promise<void>((resolve) => (finish = resolve))),
    });
    await settle(actor);
    expect(view().visible).toBe(false);
    view().toggle();
    expect(view().visible).toBe(true);
    view().match.set('or');
    view().quick.fields[0]?.set(' kw ');
    view()
      .fields.find((field) => field.id === 'amount')
      ?.setScope('min', 3);
    view().search();
    expect(view().loading).toBe(true);
    expect(view().payload).toEqual({
      formDatas: { name: 'init', amount: { min: 3, max: '' } },
      quickSearchDatas: { name: 'kw' },
      type: 'or',
    });
    finish();
    await waitFor(actor, (s) => s.matches({ search: 'idle' }));
    expect(view().loading).toBe(false);
  });

  it('a search asked while one runs replaces it: the newest conditions are searched, none dropped', async () => {
    const started: SearchPayload[] = [];
    const finishers: Array<() => void> = [];
    const { actor, view } = start({
      runSearch: fromPromise(({ input }: { input: { payload: SearchPayload } }) => {
        started.push(input.payload);
        return new Promise<void>((resolve) => finishers.push(resolve));
      }),
    });
    await settle(actor);
    view().search();
    view().quick.fields[0]?.set('acme');
    view().search();
    expect(started.map((payload) => payload.quickSearchDatas)).toEqual([{}, { name: 'acme' }]);
    expect(view().payload?.quickSearchDatas).toEqual({ name: 'acme' });
    finishers[1]?.();
    await waitFor(actor, (s) => s.matches({ search: 'idle' }));
    expect(view().loading).toBe(false);
  });

  it('records a search in the history and a failed search shows an error', async () => {
    const { actor, view, calls } = start({ runSearch: fromPromise(() => Promise.reject(new Error('down'))) });
    await settle(actor);
    view().search();
    await waitFor(actor, (s) => s.matches({ search: 'idle' }));
    expect(calls).toContain('history');
    expect(view().error).toBe('Could not load. Please try again later.');
  });

  it("a failed delete says the delete failed, in the user's words (issue 35 item 10)", async () => {
    const { actor, view } = start({
      deleteFilter: fromPromise(() => Promise.reject(new TypeError('Failed to fetch'))),
    });
    await settle(actor);
    view().filters.items[0]?.remove();
    await waitFor(actor, (s) => s.context.error !== null);
    expect(view().error).toBe(
      'Could not delete. The server cannot be reached. Check the connection and try again.',
    );
  });

  it('resets to the initial form and clears sub-organisation inclusion', async () => {
    const { actor, view } = start();
    await settle(actor);
    const dept = () => view().fields.find((field) => field.id === 'dept');
    dept()?.includeSub?.set(true);
    expect(dept()?.includeSub?.checked).toBe(true);
    view().fields[0]?.set('changed');
    view().match.set('or');
    view().reset();
    expect(view().content.data).toEqual({ name: 'init' });
    expect(view().match.value).toBe('and');
    expect(dept()?.includeSub?.checked).toBe(false);
  });

  it('a browser with sub-organisations included sends its picks with subordinate', async () => {
    const { actor, view } = start();
    await settle(actor);
    view()
      .fields.find((field) => field.id === 'dept')
      ?.set([{ id: 'd1', type: 'department', name: 'R&D' }]);
    view()
      .fields.find((field) => field.id === 'dept')
      ?.includeSub?.set(true);
    view().search();
    expect(view().payload?.formDatas.dept).toEqual([
      { id: 'd1', type: 'department', name: 'R&D', subordinate: true },
    ]);
  });

  it('sub-organisation inclusion can be disabled then re-enabled', async () => {
    const { actor, view } = start();
    await settle(actor);
    const dept = () => view().fields.find((field) => field.id === 'dept');
    actor.send({ type: 'SUB.DISABLE' });
    dept()?.includeSub?.set(true);
    expect(dept()?.includeSub).toMatchObject({ checked: false, disabled: true });
    actor.send({ type: 'SUB.ENABLE' });
    dept()?.includeSub?.set(true);
    expect(dept()?.includeSub?.checked).toBe(true);
  });

  it('selecting a snapshot sets the chosen id and loads its layout and values; reset restores them and clears the id', async () => {
    const { actor, view } = start();
    await settle(actor);
    view().filters.items[0]?.select();
    expect(view().filters.chosenId).toBe('s1');
    await settle(actor);
    expect(view().filters.items[0]?.chosen).toBe(true);
    expect(view().fields.map((field) => field.id)).toEqual(['amount', 'name']);
    expect(view().match.value).toBe('or');
    view().fields[0]?.setScope('max', 99);
    view().reset();
    expect(view().filters.chosenId).toBeNull();
    expect(view().content.data).toEqual({ amount: { min: 1, max: 5 } });
    view().reset();
    expect(view().content.data).toEqual({ name: 'init' });
    expect(view().fields.map((field) => field.id)).toEqual(['name', 'amount', 'dept', 'common']);
  });

  it('a reset to the initial form skips the chosen snapshot (the save dialog deselects)', async () => {
    const { actor, view } = start();
    await settle(actor);
    view().filters.items[0]?.select();
    await settle(actor);
    actor.send({ type: 'RESET', toInitial: true });
    expect(view().content.data).toEqual({ name: 'init' });
    expect(view().filters.chosenId).toBeNull();
  });

  it('chooses the user default filter at start', async () => {
    const { actor, view } = start({
      loadSetup: fromPromise(async () => ({
        settings: [],
        filters: [{ id: 's1', name: 'Saved', isPublic: false, isDefault: true }],
        defaultId: 's1',
      })),
    });
    await waitFor(actor, (s) => s.context.chosen !== null);
    expect(view().filters.chosenId).toBe('s1');
    expect(view().content.data).toEqual({ amount: { min: 1, max: 5 } });
  });

  it('a snapshot that fails to load is not chosen', async () => {
    const { actor, view } = start({ loadFilter: fromPromise(() => Promise.reject(new Error('gone'))) });
    await settle(actor);
    view().filters.items[0]?.select();
    await settle(actor);
    expect(view().filters.chosenId).toBeNull();
    expect(view().error).not.toBeNull();
  });

  it('deletes a snapshot and reloads the list', async () => {
    const { actor, view, calls } = start();
    await settle(actor);
    view().filters.items[0]?.remove();
    await settle(actor);
    expect(calls).toContain('delete s1');
  });

  it('hides and shows quick-search fields and common conditions per item', async () => {
    const { actor, view } = start();
    await settle(actor);
    actor.send({ type: 'QUICK.HIDE', id: 'name', hidden: true });
    expect(view().quick.fields).toEqual([]);
    actor.send({ type: 'QUICK.HIDE', id: 'name', hidden: false });
    expect(view().quick.fields).toHaveLength(1);
    actor.send({ type: 'CONDITION.HIDE', id: 'common', hidden: true });
    expect(view().fields.map((field) => field.id)).not.toContain('common');
    actor.send({ type: 'CONDITION.HIDE', id: 'common', hidden: false });
    expect(view().fields.map((field) => field.id)).toContain('common');
  });

  it('takes the host lists of hidden quick-search fields and common conditions', async () => {
    const { actor, view } = start();
    await settle(actor);
    actor.send({ type: 'QUICK.HIDDEN', ids: ['name'] });
    actor.send({ type: 'CONDITIONS.HIDDEN', ids: ['common'] });
    expect(view().quick.fields).toEqual([]);
    expect(view().fields.map((field) => field.id)).toEqual(['name', 'amount', 'dept']);
    actor.send({ type: 'CONDITIONS.HIDDEN', ids: [] });
    expect(view().fields).toHaveLength(4);
  });

  it('applies the condition settings from queryCommonConditions', async () => {
    const { actor, view } = start({
      loadSetup: fromPromise(async () => ({
        settings: [{ layoutId: 'dept', sort: 0, open: true }],
        filters: [],
      })),
    });
    await settle(actor);
    expect(view().fields.map((field) => field.id)).toEqual(['dept']);
  });

  it('setting panel: shows, hides, reorders and saves the conditions', async () => {
    const { actor, view, calls } = start();
    await settle(actor);
    view().setting.openPanel();
    expect(view().setting.open).toBe(true);
    view()
      .setting.items.find((item) => item.id === 'amount')
      ?.set(false);
    view()
      .setting.items.find((item) => item.id === 'dept')
      ?.up();
    expect(view().setting.items.map((item) => item.id)).toEqual(['name', 'dept', 'amount', 'common']);
    view().setting.save();
    await waitFor(actor, (s) => s.matches({ setting: 'closed' }));
    expect(view().fields.map((field) => field.id)).toEqual(['name', 'dept', 'common']);
    expect(calls.find((call) => call.startsWith('settings'))).toContain('"layoutId":"dept","sort":1');
  });

  it('setting panel cancel keeps the fields', async () => {
    const { actor, view } = start();
    await settle(actor);
    view().setting.openPanel();
    view().setting.items[0]?.set(false);
    view().setting.cancel();
    expect(view().fields).toHaveLength(4);
  });

  it('history: opens, applies, deletes and clears', async () => {
    const { actor, view, calls } = start();
    await settle(actor);
    view().history.openList();
    await waitFor(actor, (s) => s.matches({ history: 'open' }));
    expect(view().history.items.map((item) => item.title)).toEqual(['Name: Bo']);
    view().history.items[0]?.remove();
    await waitFor(actor, (s) => s.matches({ history: 'open' }));
    expect(calls).toContain('delete history');
    view().history.clear();
    await waitFor(actor, (s) => s.matches({ history: 'open' }));
    expect(view().history.items).toEqual([]);
    view().history.close();
    expect(view().history.open).toBe(false);
  });

  it('history entry fills the form', async () => {
    const { actor, view } = start();
    await settle(actor);
    view().history.openList();
    await waitFor(actor, (s) => s.matches({ history: 'open' }));
    view().history.items[0]?.apply();
    expect(view().content.data).toEqual({ name: 'Bo' });
    expect(view().history.open).toBe(false);
  });

  it('applies a filter chosen in the save dialog and reloads the list choosing a saved one', async () => {
    const { actor, view } = start();
    await settle(actor);
    view().applyFilter(filter);
    expect(view().filters.chosenId).toBe('s1');
    view().reloadFilters('s1');
    await settle(actor);
    expect(view().filters.chosenId).toBe('s1');
  });

  it('mobile dialogs are 95% wide, desktop 500', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(
      connectAdvancedSearch(snapshot, actor.send, connectEnv(advancedSearchTexts, 'zh_CN', 'mobile'))
        .dialogWidth,
    ).toBe('95%');
    expect(
      connectAdvancedSearch(snapshot, actor.send, connectEnv(advancedSearchTexts, 'zh_CN', 'desktop'))
        .dialogWidth,
    ).toBe(500);
  });
});

describe('advanced search field views: values as each control takes them', () => {
  it('reads text, scope ends and the browser type in core, and typed text into values', async () => {
    const { actor, view } = start();
    await settle(actor);
    const field = (id: string) => view().fields.find((f) => f.id === id)!;
    expect(field('name')).toMatchObject({ textValue: 'init', chosenIds: ['init'], dateType: 'date' });
    expect(field('dept')).toMatchObject({ browserType: 'department', selectedItems: [] });
    field('amount').setScopeText('min', '4');
    field('amount').setScopeText('max', 'x');
    expect(field('amount')).toMatchObject({
      scopeText: { min: '4', max: '' },
      scopeNumber: { min: 4, max: null },
    });
    field('name').setChosenIds(['a', 'b']);
    expect(field('name').textValue).toBe('a');
  });
});
