import { createApiClient } from '../http';
import type { RouteClaim } from './layout.types';
import { fetchRootLayoutPlugins, parseRouteClaims } from './plugins.api';
import {
  claimPathScore,
  claimTarget,
  isCustomPath,
  moduleBasePath,
  resolveModule,
  resolveRoute,
  stripLayoutPrefix,
} from './route.logic';

describe('resolveModule (spec 2.1)', () => {
  it.each([
    ['/workflow/list', 'workflow'],
    ['/workflow', 'workflow'],
    ['/splayout/calendar/day', 'calendar'],
    ['/sp/hrm/profileInfo/1', 'hrm'],
    ['/mobile/document/view', 'document'],
    ['/mobile/uk/workbench/email/inbox', 'email'],
    ['/mobile/uk/other', 'uk'],
    ['/workflows/todo', 'workflow'],
    ['/free/app', 'cusapp'],
    ['/info/x', 'manager'],
    ['/sp/workflows', 'workflow'],
    ['/ui/button', null],
    ['/utils', null],
    ['/mobile/ui', null],
    ['/', null],
    ['', null],
    ['/splayout', null],
    ['/mobile/uk/workbench', null],
    ['/spx/a', 'spx'],
    ['/splayoutx/a', 'splayoutx'],
    ['/mobilex/a', 'mobilex'],
    ['/workflow?x=1', 'workflow'],
    ['/calendar#today', 'calendar'],
    ['workflow/list', 'workflow'],
    ['//calendar', 'calendar'],
    ['/Workflows', 'Workflows'],
  ])('%p → %p', (pathname, module) => {
    expect(resolveModule(pathname)).toBe(module);
  });

  it('strips only one layout prefix, the whole /mobile/uk/workbench first', () => {
    expect(stripLayoutPrefix('/mobile/uk/workbench/hrm')).toBe('/hrm');
    expect(stripLayoutPrefix('/sp/splayout/x')).toBe('/splayout/x');
    expect(resolveModule('/sp/splayout/x')).toBe('splayout');
  });

  it('does not resolve prototype names as aliases', () => {
    expect(resolveModule('/constructor')).toBe('constructor');
    expect(resolveModule('/__proto__/x')).toBe('__proto__');
  });
});

describe('moduleBasePath: where the module router mounts', () => {
  it.each([
    ['/splayout/workflows/list/1', '/splayout/workflows'],
    ['/workflow/list', '/workflow'],
    ['/mobile/calendar', '/mobile/calendar'],
    ['/mobile/uk/workbench/email/x', '/mobile/uk/workbench/email'],
    ['/splayout', '/splayout'],
    ['/', '/'],
  ])('%p → %p', (pathname, base) => expect(moduleBasePath(pathname)).toBe(base));
});

describe('claim path matching', () => {
  it.each([
    ['/reports', '/reports', 1],
    ['/reports', '/reports/2024', 1],
    ['/reports/', '/reports', 1],
    ['reports', '/reports', 1],
    ['/reports', '/reportsx', -1],
    ['/a/:id', '/a/7', 2],
    ['/a/:id', '/a', -1],
    ['/a/*', '/a/b/c', 1],
    ['/a/*', '/a', 1],
    ['/', '/anything', -1],
    ['', '/anything', -1],
    ['  ', '/', -1],
  ])('claim %p on %p scores %p', (claimPath, pathname, score) => {
    expect(claimPathScore(claimPath, pathname)).toBe(score);
  });
});

describe('claimTarget: a claim counts only with a renderable target', () => {
  it.each<[string, Partial<RouteClaim>, string | null]>([
    ['cross-module widget', { corsComponentProps: { app: 'crm', compName: 'Card' } }, 'cors'],
    ['cors without compName', { corsComponentProps: { app: 'crm' } }, null],
    ['ecode', { ecodeComponentProps: { appId: 'a1', filePath: 'index.js' } }, 'ecode'],
    ['ecode without app id', { ecodeComponentProps: { filePath: 'index.js' } }, null],
    ['iframe', { iframeConfig: { src: '/legacy/page' } }, 'iframe'],
    ['iframe javascript:', { iframeConfig: { src: `${['JaVa', 'ScRiPt:'].join('')}alert(1)` } }, null],
    ['iframe data:', { iframeConfig: { src: 'data:text/html,x' } }, null],
    ['component', { componentType: 'Rate' }, 'component'],
    ['blank component', { componentType: '  ' }, null],
    ['micro-app', { microAppProps: { name: 'm', url: 'https://m.example.com/' } }, 'microApp'],
    ['micro-app without url', { microAppProps: { name: 'm' } }, null],
    // issue 13: `//host` is the page's scheme plus host, as qiankun's documentation writes entries
    ['micro-app //host', { microAppProps: { name: 'm', url: '//m.example.com' } }, 'microApp'],
    ['qiankun //host', { qiankunProps: { name: 'q', entry: '//localhost:7100' } }, 'microFrontend'],
    // issue 35: a path of this origin whose dots would read as another host is refused, not rewritten
    ['micro-app /..//host', { microAppProps: { name: 'm', url: '/..//evil.com' } }, null],
    ['micro-app ///host', { microAppProps: { name: 'm', url: '///evil.com' } }, null],
    ['qiankun https', { qiankunProps: { name: 'q', entry: 'https://q.example.com' } }, 'microFrontend'],
    ['module main router', { moduleMainRouterProps: { app: 'workflow' } }, 'moduleMainRouter'],
    ['nothing', {}, null],
    ['switched off', { enablePlugin: false, componentType: 'Rate' }, null],
    [
      'renderType picks the target',
      { renderType: 'iframe', componentType: 'Rate', iframeConfig: { src: '/x' } },
      'iframe',
    ],
    ['renderType with missing props', { renderType: 'iframe', componentType: 'Rate' }, null],
    ['unknown renderType', { renderType: 'flash', componentType: 'Rate' }, null],
    [
      'renderType written differently',
      { renderType: 'micro-app', microAppProps: { name: 'm', url: '/m/' } },
      'microApp',
    ],
    ['renderType __proto__', { renderType: '__proto__', componentType: 'Rate' }, null],
  ])('%s', (_name, fields, type) => {
    expect(claimTarget({ id: '1', path: '/p', ...fields })?.type ?? null).toBe(type);
  });

  it('gives the module router the claim path as parent path by default', () => {
    expect(claimTarget({ id: '1', path: '/p', moduleMainRouterProps: { app: 'hrm' } })).toEqual({
      type: 'moduleMainRouter',
      app: 'hrm',
      parentPath: '/p',
    });
  });
});

describe('resolveRoute (spec 2.1)', () => {
  const menu: RouteClaim = { id: 'm', path: '/reports', componentType: 'MenuReport' };
  const plugin: RouteClaim = { id: 'p', path: '/reports', iframeConfig: { src: '/legacy' } };
  const broken: RouteClaim = { id: 'b', path: '/workflow' };

  it('prefers menu claims over plugin claims over module routing', () => {
    expect(resolveRoute('/reports/x', { menuClaims: [menu], pluginClaims: [plugin] })).toEqual({
      kind: 'claim',
      source: 'menu',
      claim: menu,
    });
    expect(resolveRoute('/reports/x', { pluginClaims: [plugin] })).toEqual({
      kind: 'claim',
      source: 'plugin',
      claim: plugin,
    });
    expect(resolveRoute('/reports/x')).toEqual({ kind: 'module', module: 'reports' });
  });

  it('ignores claims without a renderable target', () => {
    expect(resolveRoute('/workflow/list', { menuClaims: [broken], pluginClaims: [broken] })).toEqual({
      kind: 'module',
      module: 'workflow',
    });
  });

  it('takes the most specific claim, the first on a tie', () => {
    const deep: RouteClaim = { id: 'deep', path: '/reports/year', componentType: 'Year' };
    const twin: RouteClaim = { id: 'twin', path: '/reports', componentType: 'Twin' };
    expect(resolveRoute('/reports/year/2024', { pluginClaims: [plugin, deep] })).toMatchObject({
      claim: deep,
    });
    expect(resolveRoute('/reports', { pluginClaims: [plugin, twin] })).toMatchObject({ claim: plugin });
  });

  it('matches claims with the layout prefix removed', () => {
    expect(resolveRoute('/mobile/reports', { pluginClaims: [plugin] })).toMatchObject({
      kind: 'claim',
      source: 'plugin',
    });
  });

  it('renders /custom/ paths by custom logic', () => {
    expect(resolveRoute('/custom/board/1')).toEqual({ kind: 'custom', path: '/custom/board/1' });
    expect(isCustomPath('/customer/1')).toBe(false);
    expect(resolveRoute('/custom')).toEqual({ kind: 'module', module: 'custom' });
    // issue 13: under the layout prefixes too (it was a 404 on mobile)
    expect(resolveRoute('/mobile/custom/dashboard')).toEqual({
      kind: 'custom',
      path: '/mobile/custom/dashboard',
    });
    expect(isCustomPath('/splayout/custom/x')).toBe(true);
    expect(isCustomPath('/mobile/customer/1')).toBe(false);
  });

  it('gives 404 for no module, and for a module not in the list', () => {
    expect(resolveRoute('/ui/x')).toEqual({ kind: 'notFound', errorType: '404' });
    expect(resolveRoute('/')).toEqual({ kind: 'notFound', errorType: '404' });
    expect(resolveRoute('/crm', { modules: ['workflow'] })).toEqual({ kind: 'notFound', errorType: '404' });
    expect(resolveRoute('/workflows/a', { modules: ['workflow'] })).toEqual({
      kind: 'module',
      module: 'workflow',
    });
    expect(resolveRoute('/__proto__', { modules: ['workflow'] })).toEqual({
      kind: 'notFound',
      errorType: '404',
    });
  });

  it('survives junk claims and paths', () => {
    const junk = [null, 42, { id: 'x' }, { id: 'y', path: 7 }] as unknown as RouteClaim[];
    expect(resolveRoute('/workflow', { menuClaims: junk, pluginClaims: junk })).toEqual({
      kind: 'module',
      module: 'workflow',
    });
    expect(resolveRoute(undefined as unknown as string)).toEqual({ kind: 'notFound', errorType: '404' });
  });
});

describe('plugin claims from the server (spec 7)', () => {
  it('keeps well-formed entries and drops the rest', () => {
    const claims = parseRouteClaims([
      { id: 1, path: '/legacy', iframeConfig: { src: '/old', evil: { nested: true } }, enablePlugin: true },
      { id: 'c', path: '/rate', componentType: 'Rate', componentProps: { value: 3 } },
      { path: '/nothing' },
      { id: 'no-path' },
      'junk',
      { id: 'off', path: '/off', enablePlugin: 'false', componentType: 'X' },
    ]);
    expect(claims).toEqual([
      { id: '1', path: '/legacy', iframeConfig: { src: '/old' }, enablePlugin: true },
      { id: 'c', path: '/rate', componentType: 'Rate', componentProps: { value: 3 } },
      { id: 'plugin-2', path: '/nothing' },
      { id: 'off', path: '/off', enablePlugin: false, componentType: 'X' },
    ]);
  });

  it.each([[{ plugins: [{ id: 'a', path: '/a' }] }], [{ list: [{ id: 'a', path: '/a' }] }]])(
    'reads a list wrapped in %p',
    (data) => {
      expect(parseRouteClaims(data)).toEqual([{ id: 'a', path: '/a' }]);
    },
  );

  it.each([[null], ['x'], [{}], [42]])('gives no claims for %p', (data) =>
    expect(parseRouteClaims(data)).toEqual([]),
  );

  it('fetches GET /api/getRootLayoutPlugins and parses its data', async () => {
    const fetch = jest.fn(
      async () =>
        new Response(
          JSON.stringify({
            status: true,
            code: 200,
            msg: '',
            data: [{ id: 'a', path: '/a', componentType: 'X' }],
          }),
        ),
    );
    const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    await expect(fetchRootLayoutPlugins(client)).resolves.toEqual([
      { id: 'a', path: '/a', componentType: 'X' },
    ]);
    expect(fetch).toHaveBeenCalledWith(
      '/api/getRootLayoutPlugins',
      expect.objectContaining({ method: 'GET' }),
    );
  });
});
