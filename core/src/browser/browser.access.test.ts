import { createActor, fromPromise, waitFor } from 'xstate';
import { translate } from '../i18n';
import type { BrowserServerProps } from './browser.answers';
import { connectBrowser } from './browser.connect';
import { parseEntries } from './browser.logic';
import { browserMachine, type BrowserInput } from './browser.machine';
import { browserImplementations, type BrowserQuery } from './browser.service';
import type { BrowserEntry, BrowserPage } from './browser.types';
import './messages';

const env = {
  locale: 'en_US' as const,
  platform: 'mobile' as const,
  t: (k: never, p?: never) => translate('en_US', k, p),
};

const people = (count: number): BrowserEntry[] =>
  parseEntries(
    Array.from({ length: count }, (_, i) => ({ id: `u${i}`, name: `Person ${i}` })),
    'resource',
  );

function start(input: Partial<BrowserInput>, io: { permission?: boolean; props?: BrowserServerProps } = {}) {
  const queries: BrowserQuery[] = [];
  const machine = browserMachine.provide(
    browserImplementations({
      fetchPage: fromPromise<BrowserPage, BrowserQuery>(async ({ input: query }) => {
        queries.push(query);
        return { entries: people(2), total: 2, hasMore: false };
      }),
      fetchSuggestions: fromPromise<BrowserEntry[], { keyword: string }>(async () => people(9)),
      checkPermission: fromPromise<boolean, void>(async () => io.permission ?? true),
      fetchProps: fromPromise<BrowserServerProps, void>(async () => io.props ?? {}),
    }),
  );
  const actor = createActor(machine, {
    input: { type: 'resource', searchDebounceMs: 0, ...input },
  }).start();
  const view = () => connectBrowser(actor.getSnapshot(), actor.send, env);
  return { actor, view, queries };
}

describe('browser calls besides data (spec 7, 9)', () => {
  it('shows at most 4 suggestions (spec 9 associate max menu 4)', async () => {
    const b = start({ associative: true });
    b.view().suggest('Pe');
    await waitFor(b.actor.getSnapshot().children.suggest!, (s) => s.matches('ready'));
    expect(b.view().associative).toBe(true);
    expect(b.view().suggestions.items).toHaveLength(4);
    b.view().suggestions.items[3]?.pick();
    expect(b.view().value.map((tag) => tag.id)).toEqual(['u3']);
  });

  it('opens no picker and takes no typing when the server denies the permission', async () => {
    const b = start({ permissionCheck: true, associative: true }, { permission: false });
    await waitFor(b.actor, (s) => s.matches({ access: 'done' }));
    expect(b.view().access).toEqual({ denied: true, text: 'You may not pick here' });
    b.view().openDialog();
    expect(b.view().dialog.open).toBe(false);
    b.view().suggest('Pe');
    expect(b.view().suggestions.open).toBe(false);
    const allowed = start({ permissionCheck: true }, { permission: true });
    await waitFor(allowed.actor, (s) => s.matches({ access: 'done' }));
    allowed.view().openDialog();
    expect(allowed.view().dialog.open).toBe(true);
  });

  it("takes the server's prop where the host said nothing", async () => {
    const b = start(
      { serverProps: true, maxCount: 3 },
      { props: { multiple: true, maxCount: 9, pageSize: 20 } },
    );
    await waitFor(b.actor, (s) => s.matches({ props: 'done' }));
    expect(b.view().multiple).toBe(true);
    b.view().openDialog();
    await waitFor(b.actor, (s) => s.matches({ dialog: { open: { list: 'ready' } } }));
    expect(b.queries[0]?.pageSize).toBe(20);
    expect(b.view().selected.countText).toContain('3');
  });
});
