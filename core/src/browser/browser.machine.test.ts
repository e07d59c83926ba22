import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { translate } from '../i18n';
import { connectBrowser } from './browser.connect';
import { BROWSER_SEARCH_DEBOUNCE_MS, parseEntries } from './browser.logic';
import { browserMachine, type BrowserInput } from './browser.machine';
import { browserImplementations, type BrowserQuery } from './browser.service';
import type { BrowserEntry, BrowserPage, BrowserTreeNode } from './browser.types';
import './messages';

const env = {
  locale: 'en_US' as const,
  platform: 'desktop' as const,
  t: (k: never, p?: never) => translate('en_US', k, p),
};

function people(count: number, from = 0, extra: Record<string, unknown> = {}): BrowserEntry[] {
  return parseEntries(
    Array.from({ length: count }, (_, i) => ({ id: `u${from + i}`, name: `Person ${from + i}`, ...extra })),
    'resource',
  );
}

interface Pending {
  query: BrowserQuery;
  signal: AbortSignal;
  resolve(page: BrowserPage): void;
  reject(error: Error): void;
}

function start(
  input: Partial<BrowserInput> = {},
  options: { resolve?: (ids: string[]) => BrowserEntry[] } = {},
) {
  const calls: Pending[] = [];
  const clock = new SimulatedClock();
  const machine = browserMachine.provide(
    browserImplementations({
      fetchPage: fromPromise<BrowserPage, BrowserQuery>(
        ({ input: query, signal }) =>
          new Promise((resolve, reject) => calls.push({ query, signal, resolve, reject })),
      ),
      fetchTree: fromPromise<BrowserTreeNode[], void>(async () => [
        { id: 's1', name: 'HQ', type: 'subcompany', children: [] },
      ]),
      resolveIds: fromPromise<BrowserEntry[], { ids: string[] }>(async ({ input: { ids } }) =>
        (
          options.resolve ??
          ((list) => people(0).concat(list.map((id) => people(1, Number(id.slice(1)))[0]!)))
        )(ids),
      ),
      fetchSuggestions: fromPromise(async ({ input: { keyword } }: { input: { keyword: string } }) =>
        people(3).map((e) => ({ ...e, title: `${keyword} ${e.title}` })),
      ),
    }),
  );
  const actor = createActor(machine, { clock, input: { type: 'resource', multiple: true, ...input } });
  const changes: unknown[] = [];
  actor.on('change', (event) => changes.push(event.value));
  actor.start();
  const view = () => connectBrowser(actor.getSnapshot(), actor.send, env);
  const last = () => calls[calls.length - 1]!;
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return { actor, clock, calls, last, view, changes, flush };
}

describe('browserMachine', () => {
  it('opens the dialog, loads the first page and shows rows', async () => {
    const b = start();
    b.actor.send({ type: 'DIALOG.OPEN' });
    expect(b.view().list.status).toBe('loading');
    expect(b.last().query).toMatchObject({ page: 1, keyword: '', tab: 'all' });
    b.last().resolve({ entries: people(50), total: 120, hasMore: true });
    await b.flush();
    expect(b.view().list.status).toBe('ready');
    expect(b.view().list.rows).toHaveLength(50);
    expect(b.view().dialog.width).toBe(750);
  });

  it.each([
    ['0 searches on the keystroke, without a timer', 0, 0],
    ['a custom wait is honoured', 40, 40],
    ['a negative wait falls back to the default', -5, BROWSER_SEARCH_DEBOUNCE_MS],
  ])('search wait: %s', async (_name, searchDebounceMs, waited) => {
    const b = start({ searchDebounceMs });
    b.actor.send({ type: 'DIALOG.OPEN' });
    b.last().resolve({ entries: people(5), total: 5, hasMore: false });
    await b.flush();
    b.actor.send({ type: 'SEARCH.INPUT', keyword: 'a' });
    if (waited > 0) {
      b.clock.increment(waited - 1);
      expect(b.calls).toHaveLength(1);
      b.clock.increment(1);
    }
    expect(b.calls).toHaveLength(2);
    expect(b.last().query.keyword).toBe('a');
  });

  it('debounces typing and shows only the latest answer (an older call is aborted)', async () => {
    const b = start();
    b.actor.send({ type: 'DIALOG.OPEN' });
    b.last().resolve({ entries: people(5), total: 5, hasMore: false });
    await b.flush();
    b.actor.send({ type: 'SEARCH.INPUT', keyword: 'a' });
    b.clock.increment(BROWSER_SEARCH_DEBOUNCE_MS - 1);
    b.actor.send({ type: 'SEARCH.INPUT', keyword: 'ab' });
    b.clock.increment(BROWSER_SEARCH_DEBOUNCE_MS);
    expect(b.calls).toHaveLength(2);
    const first = b.last();
    expect(first.query.keyword).toBe('ab');
    b.actor.send({ type: 'SEARCH.INPUT', keyword: 'abc' });
    expect(first.signal.aborted).toBe(true);
    b.clock.increment(BROWSER_SEARCH_DEBOUNCE_MS);
    const second = b.last();
    second.resolve({ entries: people(1, 900), total: 1, hasMore: false });
    first.resolve({ entries: people(7), total: 7, hasMore: false });
    await b.flush();
    expect(b.view().list.rows.map((r) => r.id)).toEqual(['u900']);
  });

  it('loads the next page when the list nears its end, not before', async () => {
    const b = start();
    b.actor.send({ type: 'DIALOG.OPEN' });
    b.last().resolve({ entries: people(50), total: 120, hasMore: true });
    await b.flush();
    b.view().list.rangeChanged(20);
    expect(b.calls).toHaveLength(1);
    b.view().list.rangeChanged(40);
    expect(b.calls).toHaveLength(2);
    expect(b.last().query.page).toBe(2);
    expect(b.view().list.loadingMore).toBe(true);
    b.last().resolve({ entries: people(50, 50), total: 120, hasMore: true });
    await b.flush();
    expect(b.view().list.rows).toHaveLength(100);
  });

  it('refreshes to the first page with the rows kept until it answers (pull to refresh)', async () => {
    const b = start();
    b.actor.send({ type: 'DIALOG.OPEN' });
    b.last().resolve({ entries: people(50), total: 120, hasMore: true });
    await b.flush();
    b.view().list.rangeChanged(40);
    b.last().resolve({ entries: people(50, 50), total: 120, hasMore: true });
    await b.flush();
    b.view().list.refresh();
    expect(b.last().query.page).toBe(1);
    expect(b.view().list.refreshing).toBe(true);
    expect(b.view().list.rows).toHaveLength(100);
    b.last().resolve({ entries: people(50, 1), total: 121, hasMore: true });
    await b.flush();
    expect(b.view().list.refreshing).toBe(false);
    expect(b.view().list.rows).toHaveLength(50);
    expect(b.view().list.total).toBe(121);
  });

  it('goes to an error state with retry, never an empty list', async () => {
    const b = start();
    b.actor.send({ type: 'DIALOG.OPEN' });
    b.last().reject(new Error('HTTP 500'));
    await b.flush();
    expect(b.view().list.status).toBe('error');
    b.view().list.retry();
    b.last().resolve({ entries: people(2), total: 2, hasMore: false });
    await b.flush();
    expect(b.view().list.status).toBe('ready');
  });

  it('says empty when the answer has no entries', async () => {
    const b = start();
    b.actor.send({ type: 'DIALOG.OPEN' });
    b.last().resolve({ entries: [], total: 0, hasMore: false });
    await b.flush();
    expect(b.view().list.status).toBe('empty');
  });

  it('selects, deselects, refuses past the max count, selects all, and confirms with a change', async () => {
    const b = start({ maxCount: 3 });
    b.actor.send({ type: 'DIALOG.OPEN' });
    b.last().resolve({ entries: people(5), total: 5, hasMore: false });
    await b.flush();
    const rows = () => b.view().list.rows;
    rows()[0]!.toggle();
    rows()[1]!.toggle();
    rows()[1]!.toggle();
    expect(b.view().selected.items.map((i) => i.id)).toEqual(['u0']);
    b.view().selected.selectAll();
    expect(b.view().selected.count).toBe(3);
    expect(b.view().maxNotice).toBe('At most 3 items can be selected');
    rows()[4]!.toggle();
    expect(b.view().selected.count).toBe(3);
    b.view().selected.items[0]!.remove();
    expect(b.view().selected.count).toBe(2);
    b.view().dialog.confirm();
    expect(b.view().dialog.open).toBe(false);
    expect(b.changes).toEqual([
      [expect.objectContaining({ id: 'u1' }), expect.objectContaining({ id: 'u2' })],
    ]);
    expect(b.view().value.map((v) => v.label)).toEqual(['Person 1', 'Person 2']);
  });

  it('cancel keeps the value; single choice picks and closes at once', async () => {
    const b = start({ multiple: false });
    b.actor.send({ type: 'DIALOG.OPEN' });
    b.last().resolve({ entries: people(3), total: 3, hasMore: false });
    await b.flush();
    b.view().list.rows[2]!.toggle();
    expect(b.view().dialog.open).toBe(false);
    expect(b.changes).toEqual([[expect.objectContaining({ id: 'u2' })]]);
    b.actor.send({ type: 'DIALOG.OPEN' });
    b.last().resolve({ entries: people(3), total: 3, hasMore: false });
    await b.flush();
    b.actor.send({ type: 'CLEAR' });
    b.view().dialog.cancel();
    expect(b.view().value.map((v) => v.id)).toEqual(['u2']);
  });

  it("a reopened dialog loads afresh instead of showing the last keyword's rows", async () => {
    const b = start({ searchDebounceMs: 0 });
    b.actor.send({ type: 'DIALOG.OPEN' });
    b.last().resolve({ entries: people(5), total: 5, hasMore: false });
    await b.flush();
    b.view().search.set('Person 3');
    b.last().resolve({ entries: people(1, 3), total: 1, hasMore: false });
    await b.flush();
    b.view().dialog.cancel();
    b.actor.send({ type: 'DIALOG.OPEN' });
    expect(b.view().search.keyword).toBe('');
    expect(b.view().list.status).toBe('loading');
    expect(b.last().query.keyword).toBe('');
    b.last().resolve({ entries: people(5), total: 5, hasMore: false });
    await b.flush();
    expect(b.view().list.rows).toHaveLength(5);
  });

  it('a reopened dialog keeps the rows of the empty keyword drawn while its search refreshes them', async () => {
    const b = start({ searchDebounceMs: 0 });
    b.actor.send({ type: 'DIALOG.OPEN' });
    b.last().resolve({ entries: people(5), total: 5, hasMore: false });
    await b.flush();
    const rows = b.view().list.rows;
    b.view().dialog.cancel();
    b.actor.send({ type: 'DIALOG.OPEN' });
    expect(b.view().list.status).toBe('ready');
    expect(b.view().list.refreshing).toBe(true);
    expect(b.view().list.rows).toHaveLength(5);
    expect(b.last().query.keyword).toBe('');
    b.last().resolve({ entries: people(2), total: 2, hasMore: false });
    await b.flush();
    expect(b.view().list.refreshing).toBe(false);
    expect(b.view().list.rows.map((row) => row.id)).toEqual(rows.slice(0, 2).map((row) => row.id));
  });

  it('keeps the view parts a keystroke does not change the same objects (memoised skins skip them)', async () => {
    const b = start({ searchDebounceMs: 0 });
    b.actor.send({ type: 'DIALOG.OPEN' });
    b.last().resolve({ entries: people(5), total: 5, hasMore: false });
    await b.flush();
    const before = b.view();
    expect(b.view().list).toBe(before.list);
    before.search.set('Person');
    const typing = b.view();
    expect(typing.search).not.toBe(before.search);
    expect(typing.list.refreshing).toBe(true);
    for (const part of ['dialog', 'tabs', 'tree', 'selected', 'subordinate', 'texts', 'value'] as const) {
      expect(typing[part]).toBe(before[part]);
    }
    expect(typing.list.rows).toBe(before.list.rows);
    expect(typing.openDialog).toBe(before.openDialog);
    // the answer keeps the rows of unchanged entries; a pick rebuilds only the picked row
    const entries = people(5);
    b.last().resolve({ entries: [entries[0]!, entries[1]!], total: 2, hasMore: false });
    await b.flush();
    const answered = b.view();
    answered.list.rows[1]!.toggle();
    const picked = b.view();
    expect(picked.list.rows[0]).toBe(answered.list.rows[0]);
    expect(picked.list.rows[1]).not.toBe(answered.list.rows[1]);
    expect(picked.list.rows[1]!.selected).toBe(true);
    expect(picked.selected).not.toBe(answered.selected);
    expect(picked.tabs).toBe(answered.tabs);
    // another browser never gets this one's parts
    expect(connectBrowser(b.actor.getSnapshot(), () => undefined, env).list.rows[0]).not.toBe(
      picked.list.rows[0],
    );
  });

  it('filters entries below the form secret level (spec 4) and marks deleted ones (spec 8)', async () => {
    const b = start({ formSecretLevel: 20 });
    b.actor.send({ type: 'DIALOG.OPEN' });
    b.last().resolve({
      entries: [...people(2, 0, { seclevel: 10 }), ...people(2, 10, { seclevel: 30, isDeleted: true })],
      total: 4,
      hasMore: false,
    });
    await b.flush();
    expect(b.view().list.rows.map((r) => r.id)).toEqual(['u10', 'u11']);
    expect(b.view().list.rows[0]!.deletedText).toBe('Person deleted');
  });

  it('includes sub-organisations by default for departments, and can turn it off and on again', async () => {
    const b = start({ type: 'department' });
    b.actor.send({ type: 'DIALOG.OPEN' });
    expect(b.view().tabs[0]).toMatchObject({ key: 'organization', active: true });
    expect(b.view().tree.visible).toBe(true);
    b.last().resolve({
      entries: parseEntries([{ id: 'd1', name: 'R&D' }], 'department'),
      total: 1,
      hasMore: false,
    });
    await b.flush();
    expect(b.view().tree.nodes[0]?.title).toBe('HQ');
    b.view().list.rows[0]!.toggle();
    expect(b.view().subordinate).toMatchObject({ available: true, checked: true });
    b.view().subordinate.toggle();
    expect(b.last().query.includeSub).toBe(false);
    b.view().tree.select('s1');
    expect(b.last().query).toMatchObject({ nodeId: 's1', includeSub: false, tab: 'organization' });
    b.view().subordinate.toggle();
    expect(b.last().query.includeSub).toBe(true);
    b.view().dialog.confirm();
    expect(b.changes[0]).toEqual([expect.objectContaining({ id: 'd1', subordinate: true })]);
  });

  it('resolves ids of the value through destData and drops those below the secret level', async () => {
    const b = start(
      {
        value: [
          { id: 'u1', type: 'resource', name: '' },
          { id: 'u2', type: 'resource', name: 'u2' },
        ],
        formSecretLevel: 20,
      },
      {
        resolve: () =>
          parseEntries(
            [
              { id: 'u1', name: 'Ann', seclevel: 30 },
              { id: 'u2', name: 'Bob', seclevel: 10 },
            ],
            'resource',
          ),
      },
    );
    await waitFor(b.actor, (s) => s.matches({ value: 'idle' }));
    expect(b.view().value.map((v) => v.label)).toEqual(['Ann']);
  });

  it('suggests while typing in the field and adds a picked suggestion', async () => {
    const b = start();
    b.view().suggest('ch');
    expect(b.view().suggestions.open).toBe(true);
    b.clock.increment(BROWSER_SEARCH_DEBOUNCE_MS);
    await waitFor(b.actor.getSnapshot().children.suggest!, (s) => s.matches('ready'));
    expect(b.view().suggestions.items[0]?.title).toBe('ch Person 0');
    b.view().suggestions.items[1]!.pick();
    expect(b.view().value.map((v) => v.id)).toEqual(['u1']);
    expect(b.view().suggestions.open).toBe(false);
    b.view().value[0]!.remove();
    expect(b.changes).toEqual([[expect.objectContaining({ id: 'u1' })], []]);
  });

  it('caps the tags shown (spec 9) and does nothing when read-only', () => {
    const value = people(12).map((e) => ({ id: e.id, type: 'resource', name: e.title }));
    const wrapped = start({ value, wrap: true });
    expect(wrapped.view().value).toHaveLength(10);
    expect(wrapped.view().hiddenText).toBe('+2');
    const readOnly = start({ value, readOnly: true });
    readOnly.actor.send({ type: 'DIALOG.OPEN' });
    readOnly.view().value[0]!.remove();
    expect(readOnly.view().dialog.open).toBe(false);
    expect(readOnly.view().value).toHaveLength(12);
  });
});
