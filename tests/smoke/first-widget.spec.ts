// The first page a newcomer opens on `npm start`, timed (the dev-start project).
import { expect, test } from '../e2e/support';
import { feature } from './pages';

// issue 41 item 13: `npm start`'s first widget page (the table, as in tests/bench/dev-start.bench.ts)
// is timed on every run, before any other test (the other projects depend on this one: beside the
// walks it measured their load, not the server), and the figure printed beside its 10 s budget. The
// server starts as `npm start` does after `npm ci`, whose postinstall prepared its cache. The budget
// itself is held by the dev-start bench (the production build timed as its peer): the host
// applications still build beside this test on CI, so a wall-clock assertion would fail on their
// load, not on the server.
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
