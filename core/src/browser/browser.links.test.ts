import { createActor, fromPromise } from 'xstate';
import { translate } from '../i18n';
import type { DetailLinkOption } from '../layout/routes.logic';
import { connectBrowser } from './browser.connect';
import { parseEntries } from './browser.logic';
import { browserMachine } from './browser.machine';
import { browserImplementations, type BrowserQuery } from './browser.service';
import type { BrowserPage } from './browser.types';
import './messages';

const env = {
  locale: 'en_US' as const,
  platform: 'desktop' as const,
  t: (k: never, p?: never) => translate('en_US', k, p),
};

const ENTRIES = parseEntries(
  [
    { id: 't1', name: 'Task 1' },
    { id: 't2', name: 'Task 2', isDeleted: true },
    { id: 't3', name: 'Task 3', linkUrl: 'https://tasks.example.com/t3' },
    { id: 't4', name: 'Task 4', linkUrl: ['javascript', 'alert(1)'].join(':') },
    { id: '../admin', name: 'Hostile' },
  ],
  'taskBrowser',
);

async function open(detailLink?: DetailLinkOption) {
  const machine = browserMachine.provide(
    browserImplementations({
      fetchPage: fromPromise<BrowserPage, BrowserQuery>(async () => ({
        entries: ENTRIES,
        total: 5,
        hasMore: false,
      })),
    }),
  );
  const actor = createActor(machine, {
    input: { type: 'taskBrowser', multiple: true, detailLink },
  }).start();
  actor.send({ type: 'DIALOG.OPEN' });
  await new Promise((r) => setTimeout(r, 0));
  const view = () => connectBrowser(actor.getSnapshot(), actor.send, env);
  return { actor, view };
}

describe('browser detail links (spec 2.2, one rule for rows and picks)', () => {
  it('rows open their record at the host route; deleted, unsafe and hostile ids get no link', async () => {
    const { view } = await open({ type: 'module', rootPath: '/', modulePath: '/workflow/detail' });
    const links = Object.fromEntries(view().list.rows.map((row) => [row.id, row.link]));
    expect(links.t1).toEqual({ href: '/workflow/detail/t1', external: false, label: 'Open Task 1' });
    expect(links.t2).toBeNull();
    // the record's own safe address wins and opens in a new tab
    expect(links.t3).toMatchObject({ href: 'https://tasks.example.com/t3', external: true });
    // an unsafe own address is ignored: the host's route is used
    expect(links.t4?.href).toBe('/workflow/detail/t4');
    expect(links['../admin']).toBeNull();
  });

  it('a pick keeps its link: the selected list and the field tags open the same record', async () => {
    const { actor, view } = await open({ type: 'mobile', template: '/m/task/{id}' });
    actor.send({ type: 'ITEM.TOGGLE', id: 't1' });
    actor.send({ type: 'ITEM.TOGGLE', id: 't3' });
    expect(view().selected.items.map((item) => item.link?.href)).toEqual([
      '/m/task/t1',
      'https://tasks.example.com/t3',
    ]);
    actor.send({ type: 'DIALOG.CONFIRM' });
    expect(view().value.map((tag) => tag.link?.href)).toEqual(['/m/task/t1', 'https://tasks.example.com/t3']);
  });

  it('a spec chosen per record sees its type; no detail link means no link', async () => {
    const chosen = await open(({ type }) =>
      type === 'taskBrowser' ? { type: 'external', linkBase: 'https://crm.example.com/view/' } : null,
    );
    expect(chosen.view().list.rows[0]?.link?.href).toBe('https://crm.example.com/view/t1');
    const none = await open();
    expect(none.view().list.rows.find((row) => row.id === 't1')?.link).toBeNull();
  });
});
