// The documentation site (issue 20): each widget's page shows its live example, the example's own
// source, props tables generated from the types and, on wide screens, the mobile skin in a phone.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { LayoutModel } from '../models/layout';
import { contrastProblems, useTheme } from './a11y-walk';
import { expect, test } from './support';

test.describe('widget documentation page', () => {
  test('names the page, shows the example with its source and the generated props', async ({ page }) => {
    await page.goto('/showcase/rate');
    await expect(page).toHaveTitle('评分 - suite-ui');
    const doc = page.getByTestId('doc-page');
    await expect(doc.getByRole('heading', { level: 2, name: '评分' })).toBeVisible();
    await expect(doc.getByTestId('showcase-rate')).toBeVisible();
    await expect(doc.getByTestId('doc-about')).toContainText('星级评分');
    await expect(doc.getByRole('heading', { level: 3, name: '键盘与读屏' })).toBeVisible();

    // the props table comes from RateProps' types and JSDoc, not from the page
    const props = doc.getByTestId('doc-props-Rate');
    await expect(props.getByRole('cell', { name: 'readOnly', exact: true })).toBeVisible();
    await expect(props.getByRole('cell', { name: 'onChange', exact: true })).toBeVisible();

    // the core API it rests on, listed from @suite-ui/core/rate's sources
    const core = doc.getByTestId('doc-core-api');
    await expect(core.getByText('rateMachine', { exact: true })).toBeVisible();
    await expect(core.getByText('connectRate', { exact: true })).toBeVisible();

    // the source is the very file that runs the example
    await doc.getByRole('button', { name: /桌面端 · desktop\.tsx/ }).click();
    await expect(doc.getByTestId('doc-source-desktop')).toContainText(
      'export default function RateDesktopShowcase',
    );

    // below 1400 px the phone frame waits to be asked for
    await expect(doc.getByTestId('doc-phone')).toHaveCount(0);
    await doc.getByTestId('doc-show-mobile').click();
    const phone = page.frameLocator('[data-testid="doc-phone"] iframe');
    await expect(phone.getByTestId('demo-content')).toHaveAttribute('data-feature', 'rate');
  });

  test('on a wide screen the mobile skin stands beside the desktop example', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/showcase/action-sheet');
    await expect(page).toHaveTitle('动作面板 - suite-ui');
    const phone = page.getByTestId('doc-phone');
    await expect(phone).toBeVisible();
    await expect(
      page.frameLocator('[data-testid="doc-phone"] iframe').getByTestId('action-sheet-open-normal'),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('doc-action-sheet-1440.png'), fullPage: true });
  });

  test('speaks English after a switch, the props tables included', async ({ page }) => {
    await page.goto('/showcase/rate');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveTitle(/ - suite-ui$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Props' })).toBeVisible();
    await expect(
      page.getByTestId('doc-props-Rate').getByRole('columnheader', { name: 'Type' }),
    ).toBeVisible();
  });

  test('breadcrumbs and previous and next links lead through the pages, and the tab names the page', async ({
    page,
  }) => {
    await page.goto('/showcase/rate');
    const tab = new LayoutModel(page).tab('module:showcase');
    await expect(tab).toHaveText('评分');
    const crumbs = page.getByTestId('doc-breadcrumb');
    await expect(crumbs).toContainText('首页');
    await expect(crumbs).toContainText('数据录入');
    await expect(crumbs).toContainText('评分');

    const pager = page.getByTestId('doc-pager');
    const next = pager.locator('a[rel="next"]');
    const nextTitle = (await next.locator('span').textContent()) ?? '';
    expect(nextTitle).not.toBe('');
    await next.click();
    await expect(page.getByTestId('doc-page').getByRole('heading', { level: 2 })).toHaveText(nextTitle);
    await expect(tab).toHaveText(nextTitle);
    await expect(page).toHaveTitle(`${nextTitle} - suite-ui`);
    await pager.locator('a[rel="prev"]').click();
    await expect(page).toHaveURL(/\/showcase\/rate$/);

    await crumbs.getByRole('link', { name: '首页' }).click();
    await expect(page.getByTestId('doc-home')).toBeVisible();
  });

  test('the mobile nav bar names the widget page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/mobile/showcase/rate');
    await expect(page.getByTestId('layout-nav-bar').getByRole('heading')).toHaveText('评分');
  });

  test('the sidebar groups the widgets by kind and finds them by title, prop, API and docs', async ({
    page,
  }) => {
    await page.goto('/showcase/rate');
    const menu = page.getByTestId('demo-side-menu');
    await expect(menu.getByText('数据录入')).toBeVisible();
    await expect(menu.getByText('布局与外壳')).toBeVisible();
    await page.getByTestId('demo-widget-search').locator('input').fill('水印');
    await expect(menu.getByRole('menuitem', { name: '水印', exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '评分' })).toHaveCount(0);
    // the host's modules stay listed whatever the search
    await expect(menu.getByRole('menuitem', { name: '流程' })).toBeVisible();
    await page.getByTestId('demo-widget-search').locator('input').fill('没有这个组件');
    await expect(page.getByText('没有匹配的组件')).toBeVisible();

    // beyond the titles: a prop, a core API name, and the documentation in the other language,
    // each page saying why it was found
    const search = page.getByTestId('demo-widget-search').locator('input');
    await search.fill('needTableColSet');
    await expect(menu.getByRole('menuitem', { name: /^表格 属性 · needTableColSet/ })).toBeVisible();
    await search.fill('planSortMove');
    await expect(menu.getByRole('menuitem', { name: '排序 核心 API · planSortMove' })).toBeVisible();
    await search.fill('half stars on desktop');
    await expect(menu.getByRole('menuitem', { name: /^评分 文档 · .*half stars on desktop/ })).toBeVisible();
    await expect(menu.getByTestId('demo-search-why')).toHaveCount(1);
    // a page is opened from what was found
    await menu.getByRole('menuitem', { name: /^评分/ }).click();
    await expect(page.getByTestId('demo-content')).toHaveAttribute('data-feature', 'rate');
  });

  test("the header's version opens the changes on the home page", async ({ page }) => {
    await page.goto('/showcase/rate');
    const version = page.getByTestId('demo-version');
    await expect(version).toHaveText(/^v\d+\.\d+\.\d+/);
    await version.click();
    const changes = page.getByTestId('doc-home-changes');
    await expect(changes).toBeInViewport();
    await expect(changes.getByRole('heading', { level: 3 })).toContainText('更新记录');
    // CHANGELOG.md as the library's markdown renders it, its headings under the section's
    await expect(changes.getByRole('heading', { level: 4 }).first()).toContainText('0.1.0');
    await expect(changes.getByRole('heading', { level: 5, name: 'Security' })).toBeVisible();
  });

  test('the header links the repository the root package.json names, and nothing while it names none', async ({
    page,
  }) => {
    const { repository } = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as {
      repository?: unknown;
    };
    await page.goto('/showcase/rate');
    await expect(page.getByTestId('demo-version')).toBeVisible();
    const link = page.getByTestId('demo-repository');
    if (repository === undefined) await expect(link).toHaveCount(0);
    else await expect(link).toHaveAttribute('href', /^https:\/\//);
  });

  test('a desktop page opened on a phone offers its mobile page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/showcase/rate');
    await page.getByTestId('demo-mobile-offer').click();
    await expect(page).toHaveURL(/\/mobile\/showcase\/rate$/);
    await expect(page.getByTestId('demo-content')).toHaveAttribute('data-feature', 'rate');
  });

  test('the home page lists every widget by kind', async ({ page }) => {
    await page.goto('/showcase');
    await expect(page).toHaveTitle('suite-ui');
    const home = page.getByTestId('doc-home');
    await expect(home.getByRole('heading', { level: 2, name: 'suite-ui 组件库' })).toBeVisible();
    // "Use it in your app": the example is the page the Vite host test builds (tests/hosts/vite)
    const use = home.getByTestId('doc-home-use');
    await expect(use.getByRole('heading', { level: 3, name: '在应用中使用' })).toBeVisible();
    await expect(use.getByTestId('doc-home-host-page')).toContainText(
      '<SuiteConfigProvider locales={[enUS]}>',
    );
    await home.getByRole('link', { name: '水印' }).click();
    await expect(page).toHaveURL(/\/showcase\/watermark$/);
  });

  test('code blocks are highlighted and copy with one click', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/showcase');
    const hostPage = page.getByTestId('doc-home-host-page');
    // tokens of the example are coloured spans (keywords, strings ...), the text itself unchanged
    await expect(hostPage.locator('span.token.keyword').first()).toBeVisible();
    await page.getByTestId('doc-home-host-page-copy').click();
    await expect(page.getByTestId('doc-home-host-page-copy')).toHaveText('已复制');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("import { enUS } from '@suite-ui/desktop/locale/en_US';");
    // what was copied is what is shown (the shown lines are blocks, so compare without white space)
    const shown = (await hostPage.textContent()) ?? '';
    expect(copied.replace(/\s/g, '')).toBe(shown.replace(/\s/g, ''));
    // the example's own source on a widget page copies the same way
    await page.goto('/showcase/rate');
    await page.getByRole('button', { name: /桌面端 · desktop\.tsx/ }).click();
    await page.getByTestId('doc-source-desktop-copy').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('<Rate');
  });

  test('the fault switch makes the fake backend fail for this browser only, until it is switched off', async ({
    page,
    request,
  }) => {
    await page.goto('/showcase/rate');
    const plugins = () => page.evaluate(async () => (await fetch('/api/getRootLayoutPlugins')).status);
    const fault = page.getByTestId('demo-fault-switch');
    await fault.click();
    await expect(fault).toHaveAttribute('aria-pressed', 'true');
    expect(await plugins()).toBe(500);
    // another client of the same demo server (no cookie of this browser) is served as usual
    expect((await request.get('/api/getRootLayoutPlugins')).status()).toBe(200);
    await fault.click();
    await expect(fault).toHaveAttribute('aria-pressed', 'false');
    expect(await plugins()).toBe(200);
  });

  test('an unknown widget page looks like any missing page, in both skins', async ({ page }) => {
    for (const path of ['/showcase/no-such-widget', '/mobile/showcase/no-such-widget']) {
      await page.goto(path);
      await expect(page.getByTestId('layout-not-found')).toHaveAttribute('data-error-type', '404');
      await expect(page.getByTestId('layout-not-found')).toContainText(path);
    }
  });

  test('the documentation around an example has no serious accessibility violation', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/showcase/grid');
    await page.getByRole('button', { name: /桌面端 · desktop\.tsx/ }).click();
    await expect(page.getByTestId('doc-core-api')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    // and in the dark theme (the walk checks each page's example in it; the parts around are these)
    await useTheme(page, 'dark');
    expect(await contrastProblems(page, 'body'), 'dark theme colour contrast').toEqual([]);
  });
});
