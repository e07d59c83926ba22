import { setLocale, type RouteClaim } from '@suite-ui/core';
import { memoryHistory } from '@suite-ui/core/dom';
import type { ModulePageProps } from '@suite-ui/core/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SuiteConfigProvider } from '../config-provider';
import { RootLayout } from './RootLayout';

function Page({ module, basePath, subPath }: ModulePageProps) {
  return <p data-testid="page">{`${module} ${basePath} ${subPath}`}</p>;
}
const page = () => Promise.resolve({ default: Page });
const plugins: RouteClaim[] = [
  { id: 'legacy', path: '/legacy', iframeConfig: { src: '/old.html' }, name: 'Legacy' },
];

function setup(
  path: string,
  modules: Record<string, () => Promise<unknown>> = { workflow: page, showcase: page },
) {
  const history = memoryHistory(path);
  render(
    <SuiteConfigProvider>
      <RootLayout
        modules={modules as never}
        shell={{ history, fetchPlugins: async () => plugins }}
        navBar={{ right: <i>lang</i> }}
        pageWidgets={<span data-testid="page-widget" />}
      />
    </SuiteConfigProvider>,
  );
  return history;
}

describe('mobile RootLayout', () => {
  beforeEach(() => act(() => setLocale('en_US')));
  afterEach(() => act(() => setLocale('zh_CN')));

  it('routes /mobile/<module> paths to the module, mounted under /mobile/<module>', async () => {
    setup('/mobile/showcase/rate');
    expect(await screen.findByTestId('page')).toHaveTextContent('showcase /mobile/showcase /rate');
    expect(screen.getByTestId('layout-nav-bar')).toHaveTextContent('Showcase');
    expect(screen.getByTestId('page-widget')).toBeInTheDocument();
    expect(screen.queryByTestId('layout-tabs')).toBeNull();
  });

  it('goes back to the parent path when history is short', async () => {
    const history = setup('/mobile/workflow/detail/3');
    await screen.findByTestId('page');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(history.location()).toBe('/mobile/workflow/detail');
  });

  it('has no back arrow on a module root, frames claims and shows 404', async () => {
    const history = setup('/mobile/workflow');
    await screen.findByTestId('page');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Workflow' })).toBeInTheDocument();
    act(() => history.push('/mobile/legacy'));
    expect(screen.getByTestId('layout-iframe')).toHaveAttribute('sandbox');
    act(() => history.push('/mobile/nothing'));
    expect(screen.getByTestId('layout-not-found')).toHaveTextContent('/mobile/nothing');
  });

  it('shows the retry view when a chunk fails', async () => {
    let fail = true;
    setup('/mobile/workflow', { workflow: () => (fail ? Promise.reject(new Error('gone')) : page()) });
    await screen.findByTestId('layout-chunk-error');
    fail = false;
    fireEvent.click(screen.getByTestId('layout-chunk-retry'));
    expect(await screen.findByTestId('page')).toHaveTextContent('workflow');
  });
});
