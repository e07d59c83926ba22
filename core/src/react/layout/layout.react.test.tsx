/** @jest-environment jsdom */
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { memoryHistory } from '../../dom/layout';
import { setLocale } from '../../i18n';
import { createWidgetRegistry, describeLocation, type RouteClaim, type RouteContent } from '../../layout';
import { createLazyComponent } from './lazy-component';
import { useLayoutHost, useLayoutShell, LayoutShellProvider } from './layout-host';
import { useLayoutRefresh, useRefreshVersion } from './refresh';
import { RouteOutlet, type LayoutModules, type ModulePageProps, type OutletViews } from './route-outlet';
import { useLayoutTabs } from './use-layout-tabs';
import { useLayoutPageTitle } from './page-titles';
import { useRootLayout, useRootLayoutShell } from './use-root-layout';

const views: OutletViews = {
  Loading: () => <p>loading</p>,
  Failed: ({ view }) => (
    <div role="alert">
      {view.errorMessage}
      <button onClick={view.retry}>{view.retryLabel}</button>
    </div>
  ),
  NotFound: ({ pathname }) => <p>404 {pathname}</p>,
  Unsupported: ({ message }) => <p>unsupported: {message}</p>,
};

function Page({ module, basePath, subPath }: ModulePageProps) {
  return (
    <p>
      page {module} at {basePath} sub {subPath}
    </p>
  );
}

const modules: LayoutModules = {
  workflow: () => Promise.resolve({ default: Page }),
  hrm: () => Promise.resolve(Page),
};

function outlet(
  pathname: string,
  claims: RouteClaim[] = [],
  extra: Partial<Parameters<typeof RouteOutlet>[0]> = {},
) {
  const view = describeLocation({
    pathname,
    menuClaims: claims,
    pluginClaims: [],
    modules: Object.keys(modules),
  });
  return render(
    <RouteOutlet
      content={view.content}
      pathname={pathname}
      title={view.title}
      modules={modules}
      views={views}
      {...extra}
    />,
  );
}

describe('RouteOutlet', () => {
  beforeEach(() => setLocale('en_US'));
  afterEach(() => act(() => setLocale('zh_CN')));

  it('renders a module page, with the /splayout sub-path as its base', async () => {
    outlet('/splayout/workflow/list/1');
    expect(await screen.findByText('page workflow at /splayout/workflow sub /list/1')).toBeTruthy();
  });

  it('renders 404 for unknown paths', () => {
    outlet('/nowhere');
    expect(screen.getByText('404 /nowhere')).toBeTruthy();
  });

  it('renders iframe claims sandboxed and titled', () => {
    outlet('/legacy', [{ id: 'l', path: '/legacy', iframeConfig: { src: '/old' }, name: 'Old' }]);
    const frame = screen.getByTestId('layout-iframe');
    expect(frame.getAttribute('src')).toBe('/old');
    expect(frame.getAttribute('title')).toBe('Embedded page: Old');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
  });

  it('renders component claims from the widget registry with their props', async () => {
    const widgets = createWidgetRegistry();
    widgets.register({
      name: 'Hello',
      loader: () => Promise.resolve({ default: ({ who }: { who: string }) => <p>hello {who}</p> }),
    });
    outlet('/hi', [{ id: 'h', path: '/hi', componentType: 'Hello', componentProps: { who: 'Li' } }], {
      renderers: { widgets },
    });
    expect(await screen.findByText('hello Li')).toBeTruthy();
  });

  it('says what is missing when a target has no renderer', () => {
    outlet('/custom/board');
    expect(screen.getByText('unsupported: No custom logic is configured to show this page')).toBeTruthy();
  });

  it('renders custom paths through ecode', () => {
    outlet('/custom/board', [], { renderers: { renderEcode: ({ path }) => <p>ecode {path}</p> } });
    expect(screen.getByText('ecode /custom/board')).toBeTruthy();
  });

  it('mounts micro-frontends through the plugged mount function and unmounts on leave', async () => {
    const unmount = jest.fn();
    const mount = jest.fn((el: HTMLElement, _target: unknown) => {
      el.textContent = 'sub-app';
      return unmount;
    });
    const view = outlet(
      '/sub',
      [{ id: 's', path: '/sub', qiankunProps: { name: 'sub', entry: 'https://sub.test/' } }],
      { renderers: { mountMicroFrontend: mount } },
    );
    expect(await screen.findByText('sub-app')).toBeTruthy();
    expect(mount.mock.calls[0]?.[1]).toEqual({
      type: 'microFrontend',
      name: 'sub',
      entry: 'https://sub.test/',
      baseroute: '',
    });
    view.unmount();
    await waitFor(() => expect(unmount).toHaveBeenCalledTimes(1));
  });

  it('shows the retry view when a module chunk fails, and retry loads again', async () => {
    let fail = true;
    const load = jest.fn(() =>
      fail
        ? Promise.reject(new Error('Failed to fetch dynamically imported module: /build/ui/static/js/wf.js'))
        : Promise.resolve({ default: Page }),
    );
    const content: RouteContent = {
      kind: 'module',
      module: 'workflow',
      basePath: '/workflow',
      splayout: false,
    };
    render(
      <RouteOutlet
        content={content}
        pathname="/workflow"
        title="W"
        modules={{ workflow: load }}
        views={views}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('/build/ui/static/js/wf.js');
    expect(load).toHaveBeenCalledTimes(2);
    fail = false;
    fireEvent.click(screen.getByText('Load again'));
    expect(await screen.findByText('page workflow at /workflow sub /')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('createLazyComponent', () => {
  it('shows loading, then the component', async () => {
    const Lazy = createLazyComponent(
      () => Promise.resolve({ default: ({ n }: { n: number }) => <p>n={n}</p> }),
      views,
    );
    render(<Lazy n={3} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('n=3')).toBeTruthy();
  });
});

describe('refresh through context', () => {
  it('remounts what keys itself on the refresh version', async () => {
    const mounts = jest.fn();
    function Widget() {
      mounts();
      return <p>widget</p>;
    }
    function Host() {
      const version = useRefreshVersion({ kind: 'widget', key: 'w1', type: 'chart' });
      const refresh = useLayoutRefresh();
      return (
        <>
          <Widget key={version} />
          <button onClick={() => refresh.refreshWidget('w1', 'chart')}>refresh</button>
          <button onClick={() => refresh.refreshWidget('w1', 'table')}>other</button>
        </>
      );
    }
    render(<Host />);
    fireEvent.click(screen.getByText('refresh'));
    fireEvent.click(screen.getByText('other'));
    expect(mounts).toHaveBeenCalledTimes(2);
  });
});

describe('layout shell', () => {
  it('follows the history, closes details by history length and refuses unsafe actions', () => {
    const history = memoryHistory('/crm/customer/12');
    const { result } = renderHook(() => useLayoutShell({ history, fetchPlugins: async () => [] }));
    expect(result.current.pathname).toBe('/crm/customer/12');
    act(() => result.current.host.closeDetail());
    expect(result.current.location).toBe('/crm/customer');
    act(() => result.current.host.navigate('/crm/customer/13'));
    act(() => result.current.host.closeDetail());
    expect(result.current.location).toBe('/crm/customer');
    expect(result.current.host.dispatch({ action: 'pushRoute', params: { path: '//evil.com' } })).toEqual({
      ok: false,
      reason: 'unsafe-url',
    });
    act(() => void result.current.host.dispatch({ action: 'pushRoute', params: { path: '/hrm' } }));
    expect(result.current.pathname).toBe('/hrm');
  });

  it('gives pages the host API', () => {
    const history = memoryHistory('/a');
    function Inner() {
      return <p>{useLayoutHost()?.location}</p>;
    }
    function Shell() {
      const shell = useLayoutShell({ history, fetchPlugins: async () => [] });
      return (
        <LayoutShellProvider shell={shell}>
          <Inner />
        </LayoutShellProvider>
      );
    }
    render(<Shell />);
    expect(screen.getByText('/a')).toBeTruthy();
  });
});

describe('page titles', () => {
  it('labels a module page by the title it gives itself while mounted, under StrictMode', async () => {
    const history = memoryHistory('/workflow/form');
    function TitledPage({ subPath }: ModulePageProps) {
      useLayoutPageTitle(subPath === '/form' ? 'Leave request' : null);
      return <p>page {subPath}</p>;
    }
    const titled: LayoutModules = { workflow: () => Promise.resolve({ default: TitledPage }) };
    function Shell() {
      const { shell, layout } = useRootLayoutShell({
        shell: { history, fetchPlugins: async () => [] },
        modules: titled,
      });
      return (
        <LayoutShellProvider shell={shell}>
          <h1>{layout.title}</h1>
          <span data-testid="other">{layout.describe('/workflow/list').title}</span>
          <RouteOutlet
            content={layout.content}
            pathname={layout.pathname}
            title={layout.title}
            modules={titled}
            views={views}
          />
        </LayoutShellProvider>
      );
    }
    render(
      <StrictMode>
        <Shell />
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Leave request'));
    expect(screen.getByTestId('other').textContent).not.toBe('Leave request');
    act(() => history.push('/workflow/list'));
    await waitFor(() => expect(screen.getByText('page /list')).toBeTruthy());
    expect(screen.getByRole('heading').textContent).toBe(screen.getByTestId('other').textContent);
  });
});

describe('useRootLayout and useLayoutTabs', () => {
  it('routes after the plugins arrive and keeps tabs that navigate on close', async () => {
    const navigate = jest.fn();
    const { result, rerender } = renderHook(
      ({ pathname }) => {
        const layout = useRootLayout({
          pathname,
          modules: ['workflow', 'hrm'],
          fetchPlugins: async () => [{ id: 'p', path: '/legacy', iframeConfig: { src: '/old' } }],
        });
        const tabs = useLayoutTabs({ multiTab: { menuOpenWay: 'multi' }, layout, onNavigate: navigate });
        return { layout, tabs };
      },
      { initialProps: { pathname: '/workflow' } },
    );
    expect(result.current.layout.loading).toBe(true);
    await waitFor(() => expect(result.current.layout.loading).toBe(false));
    rerender({ pathname: '/legacy' });
    expect(result.current.layout.match).toMatchObject({ kind: 'claim', source: 'plugin' });
    rerender({ pathname: '/hrm/x' });
    expect(result.current.tabs.tabs.map((tab) => tab.key)).toEqual([
      'module:workflow',
      'plugin:p',
      'module:hrm',
    ]);
    expect(result.current.tabs.tabs.map((tab) => tab.path)).toEqual(['/workflow', '/legacy', '/hrm/x']);
    act(() => result.current.tabs.close('module:hrm'));
    expect(navigate).toHaveBeenCalledWith('/legacy');
  });

  it('honours plugin claims under StrictMode, where the remount aborted the first load', async () => {
    const signals: AbortSignal[] = [];
    // like the browser's fetch: answers later, and rejects once its signal aborts
    const fetchPlugins = (signal: AbortSignal): Promise<RouteClaim[]> => {
      signals.push(signal);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => resolve([{ id: 'p', path: '/legacy', iframeConfig: { src: '/old' } }]),
          5,
        );
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      });
    };
    const { result } = renderHook(
      () => useRootLayout({ pathname: '/legacy', modules: ['workflow'], fetchPlugins }),
      { wrapper: StrictMode },
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.match).toMatchObject({ kind: 'claim', source: 'plugin' });
    expect(signals.some((signal) => !signal.aborted)).toBe(true);
  });

  it('keeps tabs and their navigation under StrictMode', async () => {
    const navigate = jest.fn();
    const { result, rerender } = renderHook(
      ({ pathname }) =>
        useLayoutTabs({
          multiTab: { menuOpenWay: 'multi' },
          layout: { loading: false, tabKey: `module:${pathname.slice(1)}`, pathname },
          onNavigate: navigate,
        }),
      { initialProps: { pathname: '/workflow' }, wrapper: StrictMode },
    );
    rerender({ pathname: '/hrm' });
    expect(result.current.tabs.map((tab) => tab.key)).toEqual(['module:workflow', 'module:hrm']);
    act(() => result.current.close('module:hrm'));
    expect(navigate).toHaveBeenCalledWith('/workflow');
  });

  it('warns on the console when the plugins call fails, naming the call and the fallback', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderHook(
      () =>
        useRootLayout({
          pathname: '/workflow',
          modules: ['workflow'],
          fetchPlugins: () => Promise.reject(new Error('HTTP 500')),
        }),
      { wrapper: StrictMode },
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.match).toMatchObject({ kind: 'module', module: 'workflow' });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/getRootLayoutPlugins failed \(HTTP 500\).*without plugin claims/),
    );
    warn.mockRestore();
  });

  it('warns once where a refused claim would have shown, naming the claim and why', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const claims: RouteClaim[] = [
      {
        id: 'bad',
        path: '/workflow/legacy',
        iframeConfig: { src: `${['java', 'script:'].join('')}alert(1)` },
      },
      { id: 'off', path: '/workflow/off', enablePlugin: false, iframeConfig: { src: '/x' } },
    ];
    const { result, rerender } = renderHook(
      ({ pathname }) => useRootLayout({ pathname, modules: ['workflow'], fetchPlugins: async () => claims }),
      { initialProps: { pathname: '/workflow' }, wrapper: StrictMode },
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(warn).not.toHaveBeenCalled();
    rerender({ pathname: '/workflow/legacy' });
    expect(result.current.match).toMatchObject({ kind: 'module' });
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /plugin claim "bad" for \/workflow\/legacy is refused \(unsafe address/,
    );
    rerender({ pathname: '/workflow/off' });
    rerender({ pathname: '/workflow/legacy' });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
