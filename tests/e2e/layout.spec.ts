// The root layout end to end: what each kind of path shows, the tabs' right-click menu, the
// retry view of a failed chunk, layout actions and boxes, in the demo built for production.
import { LayoutModel } from '../models/layout';
import { expect, mobileDevice, test } from './support';

// every test starts from the seed with no armed faults
test.beforeEach(async ({ backend }) => {
  await backend.clearFaults();
});

test.describe('desktop root layout', () => {
  test('shows the module of a module path, and its detail sub-route closes back', async ({ page }) => {
    const layout = new LayoutModel(page);
    await layout.open('/workflow');
    await expect(layout.root).toHaveAttribute('data-route-kind', 'module');
    await expect(layout.module('workflow').getByTestId('module-base-path')).toContainText('/workflow');
    await layout.module('workflow').getByTestId('workflow-request-2').click();
    await expect(page).toHaveURL(/\/workflow\/detail\/2$/);
    await expect(page.getByTestId('workflow-detail')).toContainText('2');
    await page.getByTestId('workflow-detail-close').click();
    await expect(page).toHaveURL(/\/workflow$/);
    await expect(layout.module('workflow').getByTestId('workflow-request-1')).toBeVisible();
  });

  test('mounts the module router at /splayout/<module>', async ({ page }) => {
    const layout = new LayoutModel(page);
    await layout.open('/splayout/workflow/detail/3');
    await expect(page.getByTestId('workflow-detail')).toContainText('3');
    await expect(layout.module('workflow').getByTestId('module-base-path')).toContainText(
      '/splayout/workflow',
    );
    // spec 2.2: opened directly (short history), closing the detail goes to the parent path
    await page.getByTestId('workflow-detail-close').click();
    await expect(page).toHaveURL(/\/splayout\/workflow\/detail$/);
  });

  test('shows the plugin iframe claim in a titled sandbox', async ({ page }) => {
    const layout = new LayoutModel(page);
    await layout.open('/document/legacy-report');
    await expect(layout.root).toHaveAttribute('data-route-kind', 'claim');
    await expect(layout.iframe).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(layout.iframe).not.toHaveAttribute('sandbox', /allow-same-origin/);
    await expect(layout.iframe).toHaveAttribute('title', /旧版报表/);
    await expect(
      page.frameLocator('[data-testid="layout-iframe"]').getByTestId('legacy-report'),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('desktop-iframe.png') });
  });

  test('shows the plugin component claim and ignores the non-renderable one', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    const layout = new LayoutModel(page);
    await layout.open('/calendar/satisfaction');
    await expect(page.getByTestId('satisfaction').getByTestId('rate-label')).toHaveText('4 / 5 星');
    expect(warnings).toEqual([]);
    // the seeded claim on /hrm names no renderable target: the hrm module shows, and the console says why
    await layout.open('/hrm');
    await expect(layout.root).toHaveAttribute('data-route-kind', 'module');
    await expect(layout.module('hrm')).toBeVisible();
    await expect.poll(() => warnings.join('\n')).toMatch(/plugin claim .* for \/hrm is refused \(.+\)/);
  });

  test('renders /custom/ paths and the menu claim through custom logic', async ({ page }) => {
    const layout = new LayoutModel(page);
    await layout.open('/custom/dashboard');
    await expect(layout.root).toHaveAttribute('data-route-kind', 'custom');
    await expect(page.getByTestId('ecode-page')).toContainText('/custom/dashboard');
    await layout.open('/cusapp/board');
    await expect(page.getByTestId('ecode-page')).toHaveAttribute('data-app-id', 'demo-board');
  });

  test('mounts a claimed micro-frontend through the host mount function, and unmounts it on leave', async ({
    page,
  }) => {
    const layout = new LayoutModel(page);
    await layout.open('/cusapp');
    await page.getByTestId('cusapp-micro-link').click();
    await expect(page.getByTestId('layout-micro')).toHaveAttribute('data-micro-name', 'demo-micro');
    await expect(page.getByTestId('demo-micro')).toContainText('/layout-demo/micro-entry.js');
    // its tab keeps it alive while another page shows; closing the tab unmounts it
    await layout.sideMenu(/流程/);
    await expect(page.getByTestId('demo-micro')).toBeHidden();
    await expect(page.getByTestId('demo-micro')).toHaveCount(1);
    await layout.tabMenu('menu:cusapp-micro', '关闭当前');
    await expect(page.getByTestId('demo-micro')).toHaveCount(0);
  });

  test('shows the 404 view for unknown paths', async ({ page }) => {
    const layout = new LayoutModel(page);
    for (const path of ['/nowhere/at/all', '/ui/button']) {
      await layout.open(path);
      await expect(layout.notFound).toHaveAttribute('data-error-type', '404');
      await expect(layout.notFound).toContainText(path);
    }
    await page.screenshot({ path: test.info().outputPath('desktop-404.png') });
  });

  test('falls back to module routing when the plugin call fails', async ({ page, backend }) => {
    await backend.fault({ path: '/api/getRootLayoutPlugins', fault: '500' });
    const layout = new LayoutModel(page);
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await layout.open('/document/legacy-report');
    await expect(layout.module('document')).toBeVisible();
    await expect.poll(() => warnings.join('\n')).toMatch(/getRootLayoutPlugins failed \(HTTP 500\)/);
  });

  test('opens a tab per page and runs the tab right-click menu', async ({ page }) => {
    const layout = new LayoutModel(page);
    await layout.open('/workflow');
    await layout.sideMenu(/流程/);
    await layout.sideMenu(/人事/);
    await layout.sideMenu(/日程/);
    await layout.sideMenu(/文档/);
    await expect
      .poll(() => layout.tabKeys())
      .toEqual(['module:workflow', 'module:hrm', 'module:calendar', 'module:document']);
    await page.screenshot({ path: test.info().outputPath('desktop-tabs.png') });

    await layout.tabMenu('module:hrm', '关闭右侧');
    await expect.poll(() => layout.tabKeys()).toEqual(['module:workflow', 'module:hrm']);
    await expect(page).toHaveURL(/\/hrm$/);

    // refresh remounts the tab's content: a mark put on the old content is gone
    await layout.module('hrm').evaluate((el) => el.setAttribute('data-old', 'yes'));
    await layout.tabMenu('module:hrm', '刷新');
    await expect(layout.module('hrm')).toBeVisible();
    await expect(layout.module('hrm')).not.toHaveAttribute('data-old', 'yes');

    await layout.tabMenu('module:workflow', '关闭其他');
    await expect.poll(() => layout.tabKeys()).toEqual(['module:workflow']);
    await expect(page).toHaveURL(/\/workflow$/);
    await expect(layout.module('workflow')).toBeVisible();
  });

  test('switches tabs by click and keeps each page alive', async ({ page }) => {
    const layout = new LayoutModel(page);
    await layout.open('/workflow');
    await layout.module('workflow').getByTestId('workflow-request-1').click();
    await layout.sideMenu(/日程/);
    await layout.tab('module:workflow').click();
    await expect(page).toHaveURL(/\/workflow\/detail\/1$/);
    await expect(page.getByTestId('workflow-detail')).toBeVisible();
  });

  test('never uses tabs in the email module', async ({ page }) => {
    const layout = new LayoutModel(page);
    await layout.open('/email');
    await expect(layout.module('email')).toBeVisible();
    await expect(page.getByTestId('layout-tabs')).toHaveCount(0);
  });

  test('shows the retry view when a chunk fails to load, and retry loads it', async ({ page }) => {
    const layout = new LayoutModel(page);
    let blocked = 0;
    await page.route('**/build/calendar/static/js/satisfaction.desktop-*.js', (route) => {
      blocked += 1;
      return route.abort('failed');
    });
    await layout.open('/calendar/satisfaction');
    await expect(layout.chunkError).toBeVisible();
    await expect(layout.chunkError).toContainText('satisfaction.desktop');
    expect(blocked).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: test.info().outputPath('desktop-chunk-error.png') });
    await page.unroute('**/build/calendar/static/js/satisfaction.desktop-*.js');
    await page.getByTestId('layout-chunk-retry').click();
    await expect(page.getByTestId('satisfaction')).toBeVisible();
  });

  test('shows the retry view when a module chunk fails', async ({ page }) => {
    const layout = new LayoutModel(page);
    await page.route('**/build/hrm/static/js/page-*.js', (route) => route.abort('failed'));
    await layout.open('/hrm');
    await expect(layout.chunkError).toBeVisible();
    await page.unroute('**/build/hrm/static/js/page-*.js');
    await page.getByTestId('layout-chunk-retry').click();
    await expect(layout.module('hrm')).toBeVisible();
  });

  test('runs layout actions and refuses an unsafe link', async ({ page }) => {
    const layout = new LayoutModel(page);
    await layout.open('/cusapp');
    const popups: string[] = [];
    page.on('popup', (popup) => popups.push(popup.url()));
    await page.getByTestId('action-unsafe').click();
    await expect(page.getByTestId('action-outcome')).toContainText('unsafe-url');
    expect(popups).toEqual([]);
    await page.getByTestId('action-push').click();
    await expect(page).toHaveURL(/\/workflow$/);
  });

  test('hides the side box and keeps its width across reloads', async ({ page }) => {
    const layout = new LayoutModel(page);
    await layout.open('/workflow');
    const resizer = page.getByTestId('layout-side-resizer');
    await resizer.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(resizer).toHaveAttribute('aria-valuenow', '232');
    await layout.open('/workflow');
    await expect(page.getByTestId('layout-side-resizer')).toHaveAttribute('aria-valuenow', '232');
    await page.getByTestId('layout-toggle-side').click();
    await expect(page.getByTestId('layout-side')).toHaveCount(0);
    await expect(page.getByTestId('layout-toggle-side')).toHaveAttribute('data-arrow', 'right');
  });

  test('relabels tabs on the language switch and keeps the showcase routes', async ({ page }) => {
    const layout = new LayoutModel(page);
    await layout.open('/showcase/rate');
    await expect(page.getByTestId('demo-content').getByTestId('rate').first()).toBeVisible();
    // the tab carries the page's own title (useLayoutPageTitle), in the language just chosen
    await expect(layout.tab('module:showcase')).toHaveText('评分');
    await page.getByTestId('locale-en_US').click();
    await expect(layout.tab('module:showcase')).toHaveText('Rate');
    await layout.open('/showcase/layout');
    await page.getByTestId('layout-demo-load').click();
    await expect(layout.chunkError).toBeVisible();
    await page.getByTestId('layout-chunk-retry').click();
    await expect(page.getByTestId('layout-demo-loaded')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('desktop-showcase.png'), fullPage: true });
    await page.getByTestId('locale-zh_CN').click();
  });
});

test.describe('mobile root layout', () => {
  test.use(mobileDevice);

  test('shows modules under /mobile without tabs, and goes back to the parent', async ({ page }) => {
    const layout = new LayoutModel(page);
    await layout.open('/mobile/workflow/detail/2');
    await expect(page.getByTestId('workflow-detail')).toBeVisible();
    await expect(page.getByTestId('layout-tabs')).toHaveCount(0);
    await expect(page.getByTestId('layout-nav-bar')).toContainText('流程');
    await page.screenshot({ path: test.info().outputPath('mobile-detail.png') });
    await page.getByTestId('layout-nav-bar').getByText('返回').click();
    await expect(page).toHaveURL(/\/mobile\/workflow\/detail$/);
  });

  test('shows claims, custom pages and 404 on mobile paths', async ({ page }) => {
    const layout = new LayoutModel(page);
    await layout.open('/mobile/calendar/satisfaction');
    await expect(page.getByTestId('satisfaction')).toBeVisible();
    await layout.open('/mobile/document/legacy-report');
    await expect(layout.iframe).toHaveAttribute('sandbox', /allow-scripts/);
    await layout.open('/mobile/custom/dashboard');
    await expect(layout.root).toHaveAttribute('data-route-kind', 'custom');
    await layout.open('/mobile/nowhere');
    await expect(layout.notFound).toHaveAttribute('data-error-type', '404');
    await page.screenshot({ path: test.info().outputPath('mobile-404.png') });
  });

  test('keeps the mobile showcase routes', async ({ page }) => {
    const layout = new LayoutModel(page);
    await layout.open('/mobile/showcase/rate');
    await expect(
      page.getByTestId('demo-content').getByTestId('rate').first().locator('.adm-rate-box'),
    ).toHaveCount(5);
    await layout.open('/mobile/showcase');
    await expect(page.getByTestId('demo-content')).toBeVisible();
    await layout.open('/mobile/showcase/layout');
    await page.getByTestId('layout-demo-load').click();
    await expect(layout.chunkError).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('mobile-showcase-error.png') });
    await page.getByTestId('layout-chunk-retry').click();
    await expect(page.getByTestId('layout-demo-loaded')).toBeVisible();
    await expect(page.getByTestId('layout-demo-url-verdict')).toHaveText('拒绝');
    await page.screenshot({ path: test.info().outputPath('mobile-showcase.png') });
  });

  test('shows the retry view when a chunk fails to load', async ({ page }) => {
    const layout = new LayoutModel(page);
    await page.route('**/build/calendar/static/js/page-*.js', (route) => route.abort('failed'));
    await layout.open('/mobile/calendar');
    await expect(layout.chunkError).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('mobile-chunk-error.png') });
    await page.unroute('**/build/calendar/static/js/page-*.js');
    await page.getByTestId('layout-chunk-retry').click();
    await expect(layout.module('calendar')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('mobile-calendar.png') });
  });
});
