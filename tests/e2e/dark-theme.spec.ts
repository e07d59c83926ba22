// The site's dark theme (issue 41): the header's switch follows the system by default, is remembered
// over a reload, reaches the widgets of both skins and the phone frame, and both themes pass axe's
// colour-contrast check on a sample of pages.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, mobileDevice, test } from './support';

const desktopPages = [
  'box-selection',
  'tree-select',
  'form',
  'table',
  'comment',
  'upload',
  'rich-text',
  'sort',
];
const mobilePages = ['box-selection', 'form', 'comment', 'detail-card', 'rich-text'];
const SHOTS = process.env.DARK_SHOTS;

async function contrastProblems(page: Page): Promise<string[]> {
  // A colour the author of a rich text chose for their words is content, not the theme's: it is kept
  // as written in both themes (the example document has blue words).
  const authorColour = '[data-slate-leaf][style*="color"]';
  const results = await new AxeBuilder({ page })
    .withRules(['color-contrast'])
    .exclude(authorColour)
    .exclude(['.demo-doc__phone iframe', authorColour])
    .setLegacyMode(true)
    .analyze();
  return results.violations.flatMap((v) =>
    v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? v.help}`),
  );
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('root-layout')).toBeVisible();
  await expect(page.getByTestId('layout-loading')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

const theme = (page: Page) => page.locator('html').getAttribute('data-prefers-color-scheme');

test.describe('dark theme switch', () => {
  test('follows the system by default, and a choice is kept over a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, '/showcase/box-selection');
    const toggle = page.getByTestId('demo-theme-switch');
    expect(await theme(page)).toBe('dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // antd's dark algorithm reaches the widgets: the layout's content is no longer white
    const surface = await page
      .locator('.ant-layout')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(surface).not.toBe('rgb(245, 245, 245)');

    await toggle.click();
    expect(await theme(page)).toBe('light');
    await page.reload();
    await expect(page.getByTestId('root-layout')).toBeVisible();
    expect(await theme(page)).toBe('light');
    await expect(page.getByTestId('demo-theme-switch')).toHaveAttribute('aria-pressed', 'false');

    await page.getByTestId('demo-theme-switch').click();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(page.getByTestId('root-layout')).toBeVisible();
    expect(await theme(page)).toBe('dark');
  });

  test('the phone frame follows a switch made in the page around it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/showcase/box-selection');
    const phone = page.locator('.demo-doc__phone iframe');
    await expect(phone).toBeVisible();
    const frame = phone.contentFrame();
    await expect(frame.getByTestId('root-layout')).toBeVisible();
    await page.getByTestId('demo-theme-switch').click();
    await expect(frame.locator('html')).toHaveAttribute('data-prefers-color-scheme', 'dark');
  });
});

for (const mode of ['light', 'dark'] as const) {
  test.describe(`colour contrast, ${mode} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: mode });
    });

    test(`desktop pages pass axe colour-contrast (${mode})`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      const problems: string[] = [];
      for (const feature of desktopPages) {
        await open(page, `/showcase/${feature}`);
        expect(await theme(page)).toBe(mode);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-${feature}-${mode}.png` });
        problems.push(...(await contrastProblems(page)).map((p) => `${feature}: ${p}`));
      }
      expect(problems).toEqual([]);
    });

    test.describe('mobile', () => {
      test.use(mobileDevice);
      test(`mobile pages pass axe colour-contrast (${mode})`, async ({ page }) => {
        test.setTimeout(180_000);
        const problems: string[] = [];
        for (const feature of mobilePages) {
          await open(page, `/mobile/showcase/${feature}`);
          expect(await theme(page)).toBe(mode);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/mobile-${feature}-${mode}.png` });
          problems.push(...(await contrastProblems(page)).map((p) => `${feature}: ${p}`));
        }
        expect(problems).toEqual([]);
      });
    });
  });
}
