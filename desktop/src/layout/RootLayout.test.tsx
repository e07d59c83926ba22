import { setLocale, type RouteClaim } from '@suite-ui/core';
import { memoryHistory, type LayoutHistory } from '@suite-ui/core/dom';
import type { ModulePageProps } from '@suite-ui/core/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { RootLayout, type RootLayoutProps } from './RootLayout';

let mounts = 0;
function Page({ module, subPath }: ModulePageProps) {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p data-testid="page">{`${module}${subPath}`}</p>;
}

const page = () => Promise.resolve({ default: Page });
const modules = { workflow: page, hrm: page, calendar: page, email: page };
const plugins: RouteClaim[] = [
  { id: 'legacy', path: '/legacy', iframeConfig: { src: '/old.html' }, name: 'Legacy' },
];

function setup(path: string, props: Partial<RootLayoutProps> = {}) {
  const history: LayoutHistory = memoryHistory(path);
  const widgetMounts = jest.fn();
  function PageWidget() {
    useEffect(() => widgetMounts(), []);
    return <span data-testid="page-widget" />;
  }
  const view = render(
    <SuiteConfigProvider>
      <RootLayout
        modules={modules}
        shell={{ history, fetchPlugins: async () => plugins }}
        header={<b>suite</b>}
        side={<nav>menu</nav>}
        pageWidgets={<PageWidget />}
        {...props}
      />
    </SuiteConfigProvider>,
  );
  return { history, widgetMounts, view };
}

const go = (history: LayoutHistory, path: string) => act(() => history.push(path));
const tabKeys = () => screen.queryAllByTestId('layout-tab').map((tab) => tab.getAttribute('data-tab-key'));

async function rightClick(tabKey: string, item: string) {
  const tab = screen
    .getAllByTestId('layout-tab')
    .find((el) => el.getAttribute('data-tab-key') === tabKey) as HTMLElement;
  fireEvent.contextMenu(tab);
  const menu = await screen.findAllByRole('menuitem');
  fireEvent.click(menu.find((el) => el.textContent === item) as HTMLElement);
}

describe('desktop RootLayout', () => {
  beforeEach(() => {
    mounts = 0;
    window.localStorage.clear();
    act(() => setLocale('en_US'));
  });
  afterEach(() => act(() => setLocale('zh_CN')));

  it('shows the module of the path once the plugin claims are known', async () => {
    setup('/workflow/list');
    expect(screen.getByTestId('layout-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('page')).toHaveTextContent('workflow/list');
    expect(screen.getByTestId('root-layout')).toHaveAttribute('data-route-kind', 'module');
  });

  it('shows a plugin iframe claim sandboxed and a 404 for unknown paths', async () => {
    const { history } = setup('/legacy');
    const frame = await screen.findByTestId('layout-iframe');
    expect(frame).toHaveAttribute('sandbox');
    expect(frame).toHaveAttribute('title', 'Embedded page: Legacy');
    go(history, '/nowhere/at/all');
    expect(screen.getByTestId('layout-not-found')).toHaveTextContent('There is no page at /nowhere/at/all');
  });

  it('keeps page widgets mounted once across routes', async () => {
    const { history, widgetMounts } = setup('/workflow');
    await screen.findByTestId('page');
    go(history, '/hrm');
    go(history, '/nowhere');
    expect(screen.getAllByTestId('page-widget')).toHaveLength(1);
    expect(widgetMounts).toHaveBeenCalledTimes(1);
  });

  it('opens a tab per page and runs the right-click menu', async () => {
    const { history } = setup('/workflow', { multiTab: { menuOpenWay: 'multi' } });
    await screen.findByTestId('page');
    go(history, '/hrm');
    go(history, '/calendar/day');
    go(history, '/legacy');
    expect(tabKeys()).toEqual(['module:workflow', 'module:hrm', 'module:calendar', 'plugin:legacy']);

    await rightClick('module:hrm', 'Close tabs to the right');
    await waitFor(() => expect(tabKeys()).toEqual(['module:workflow', 'module:hrm']));
    expect(history.location()).toBe('/hrm');

    const before = mounts;
    await rightClick('module:hrm', 'Refresh');
    await waitFor(() => expect(mounts).toBe(before + 1));

    await rightClick('module:workflow', 'Close others');
    await waitFor(() => expect(tabKeys()).toEqual(['module:workflow']));
    expect(history.location()).toBe('/workflow');
  });

  it('shows no tabs in the email module', async () => {
    const { history } = setup('/workflow', { multiTab: { menuOpenWay: 'multi' } });
    await screen.findByTestId('page');
    expect(screen.getByTestId('layout-tabs')).toBeInTheDocument();
    go(history, '/email/inbox');
    expect(screen.queryByTestId('layout-tabs')).toBeNull();
    expect(await screen.findByTestId('page')).toHaveTextContent('email/inbox');
  });

  it('hides and shows the side box, arrows following, and keeps its width', async () => {
    setup('/workflow');
    const toggle = screen.getByTestId('layout-toggle-side');
    expect(toggle).toHaveAttribute('data-arrow', 'left');
    fireEvent.click(toggle);
    expect(screen.queryByTestId('layout-side')).toBeNull();
    expect(screen.getByTestId('layout-toggle-side')).toHaveAttribute('data-arrow', 'right');
    fireEvent.click(screen.getByTestId('layout-toggle-side'));
    fireEvent.keyDown(screen.getByTestId('layout-side-resizer'), { key: 'ArrowRight' });
    expect(screen.getByTestId('layout-side-resizer')).toHaveAttribute('aria-valuenow', '216');
    expect(window.localStorage.getItem('suite-ui.layout.root.side.width')).toBe('216');
    await screen.findByTestId('page');
  });

  it('on a phone-wide window the side box is a drawer that closes on the next navigation', async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      const { history } = setup('/workflow');
      await screen.findByTestId('page');
      expect(screen.queryByTestId('layout-side')).toBeNull();
      const toggle = screen.getByTestId('layout-toggle-side');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(toggle);
      expect(await screen.findByTestId('layout-side-drawer')).toHaveTextContent('menu');
      expect(screen.getByTestId('layout-toggle-side')).toHaveAttribute('aria-expanded', 'true');
      go(history, '/hrm');
      expect(screen.getByTestId('layout-toggle-side')).toHaveAttribute('aria-expanded', 'false');
    } finally {
      window.innerWidth = width;
    }
  });

  it('shows the retry view when a module chunk fails, and retry loads it', async () => {
    let fail = true;
    const flaky = jest.fn(() =>
      fail
        ? Promise.reject(
            new Error('Failed to fetch dynamically imported module: /build/workflow/static/js/index.js'),
          )
        : page(),
    );
    setup('/workflow', { modules: { workflow: flaky } });
    expect(await screen.findByTestId('layout-chunk-error')).toHaveTextContent(
      '/build/workflow/static/js/index.js',
    );
    fail = false;
    fireEvent.click(within(screen.getByTestId('layout-chunk-error')).getByRole('button'));
    expect(await screen.findByTestId('page')).toHaveTextContent('workflow/');
    expect(flaky).toHaveBeenCalledTimes(3);
  });
});
