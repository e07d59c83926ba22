import { createActor, fromPromise, waitFor } from 'xstate';
import { setLocale } from '../i18n';
import type { RouteClaim } from './layout.types';
import { connectRootLayout, describeLocation, moduleTitle } from './root-layout.connect';
import { rootLayoutMachine } from './root-layout.machine';

const iframe: RouteClaim = {
  id: 'legacy',
  path: '/legacy',
  iframeConfig: { src: '/old/page' },
  name: 'Legacy',
};
const menu: RouteClaim = { id: 'rate', path: '/showcase/rating', componentType: 'Rate' };

function start(pathname: string, fetchPlugins: () => Promise<RouteClaim[]>) {
  const machine = rootLayoutMachine.provide({ actors: { fetchPlugins: fromPromise(fetchPlugins) } });
  return createActor(machine, {
    input: { pathname, menuClaims: [menu], modules: ['workflow', 'hrm', 'showcase'] },
  }).start();
}

describe('root layout machine', () => {
  it('waits for the plugin claims, then routes with them', async () => {
    let resolve: (claims: RouteClaim[]) => void = () => {};
    const actor = start('/legacy/a', () => new Promise((r) => (resolve = r)));
    expect(connectRootLayout(actor.getSnapshot())).toMatchObject({
      loading: true,
      content: { kind: 'loading' },
    });
    resolve([iframe]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(connectRootLayout(actor.getSnapshot())).toMatchObject({
      loading: false,
      match: { kind: 'claim', source: 'plugin', claim: iframe },
      content: { kind: 'claim', target: { type: 'iframe', src: '/old/page' } },
      tabKey: 'plugin:legacy',
      title: 'Legacy',
    });
  });

  it('routes without plugins when the call fails', async () => {
    const actor = start('/legacy', () => Promise.reject(new Error('500')));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.pluginsFailed).toBe(true);
    expect(connectRootLayout(actor.getSnapshot()).content).toEqual({ kind: 'notFound', errorType: '404' });
  });

  it('follows the location, menu and module list', async () => {
    const actor = start('/workflow', () => Promise.resolve([]));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'LAYOUT.LOCATION', pathname: '/splayout/hrm/card/1' });
    expect(connectRootLayout(actor.getSnapshot()).content).toEqual({
      kind: 'module',
      module: 'hrm',
      basePath: '/splayout/hrm',
      splayout: true,
    });
    actor.send({ type: 'LAYOUT.LOCATION', pathname: '/showcase/rating' });
    expect(connectRootLayout(actor.getSnapshot()).match).toMatchObject({ kind: 'claim', source: 'menu' });
    actor.send({ type: 'LAYOUT.MENU', claims: [] });
    expect(connectRootLayout(actor.getSnapshot()).content).toMatchObject({
      kind: 'module',
      module: 'showcase',
      basePath: '/showcase',
      splayout: false,
    });
    expect(connectRootLayout(actor.getSnapshot()).describe('/workflow/a')).toMatchObject({
      pathname: '/workflow/a',
      tabKey: 'module:workflow',
    });
    actor.send({ type: 'LAYOUT.MODULES', modules: ['workflow'] });
    expect(connectRootLayout(actor.getSnapshot()).content.kind).toBe('notFound');
  });
});

describe('describeLocation', () => {
  const base = { menuClaims: [], pluginClaims: [], modules: undefined };

  it('titles pages through the catalogue', () => {
    setLocale('en_US');
    expect(describeLocation({ ...base, pathname: '/workflows/x' })).toMatchObject({
      title: 'Workflow',
      tabKey: 'module:workflow',
    });
    expect(describeLocation({ ...base, pathname: '/custom/a' })).toMatchObject({
      title: 'Custom page',
      content: { kind: 'custom', path: '/custom/a' },
    });
    expect(describeLocation({ ...base, pathname: '/ui' })).toMatchObject({
      title: 'Page not found',
      tabKey: 'path:/ui',
    });
    expect(moduleTitle('crm')).toBe('crm');
    expect(moduleTitle('constructor')).toBe('constructor');
    setLocale('zh_CN');
    expect(moduleTitle('hrm')).toBe('人事');
  });
});
