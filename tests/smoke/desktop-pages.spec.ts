// Every desktop page under the dev server (pages.ts says what is checked).
import { expect, test } from '../e2e/support';
import { desktopFeatures, feature, module, modules, sharedPage } from './pages';

// issue 41 item 13: `npm start`'s first widget page (the table, as in tests/bench/dev-start.bench.ts)
// is timed on every run, first, in a page of its own, before the walk below warms the server, and
// the figure printed beside its 10 s budget: the server starts as `npm start` does after `npm ci`,
// whose postinstall prepared its cache. The budget itself is held by the dev-start bench (a quiet
// machine, the production build timed as its peer): here the page shares two cores with the other
// specs, so a wall-clock assertion would fail on load, not on the server.
const FIRST_WIDGET = '/showcase/table';
const FIRST_WIDGET_BUDGET_S = 10;

test.describe('the dev server', () => {
  test('shows the first widget page (timed)', async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const started = performance.now();
    await page.goto(FIRST_WIDGET, { timeout: 150_000 });
    await expect(page.locator(`${feature('table')}:visible`).first()).toBeVisible({ timeout: 150_000 });
    await expect(page.getByTestId('layout-loading')).toHaveCount(0, { timeout: 150_000 });
    const seconds = (performance.now() - started) / 1000;
    await page.close();
    console.log(
      `dev server: first widget page ${FIRST_WIDGET} in ${seconds.toFixed(1)} s (CI budget ${FIRST_WIDGET_BUDGET_S} s)`,
    );
    test.info().annotations.push({ type: 'first widget page', description: `${seconds.toFixed(1)} s` });
  });
});

test.describe('desktop pages under the dev server', () => {
  const show = sharedPage({ mobile: false, first: '/workflow' });
  // StrictMode aborted the first plugins call and nothing loaded it again: the claims were ignored
  test('plugin claims', async () => {
    await show('/calendar/satisfaction', 'claim', '[data-testid="satisfaction"]');
    await show('/document/legacy-report', 'claim', '[data-testid="layout-iframe"]');
  });
  for (const name of modules) test(`module ${name}`, () => show(`/${name}`, 'module', module(name)));
  for (const name of desktopFeatures) {
    test(`showcase ${name}`, () => show(`/showcase/${name}`, 'module', feature(name)));
  }
});
