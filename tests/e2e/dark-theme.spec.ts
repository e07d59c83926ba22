// The site's dark theme (issue 41): the header's switch follows the system by default, is remembered
// over a reload, and reaches the widgets of both skins and the phone frame. Colour contrast in both
// themes is checked on every page by the accessibility walk (a11y-walk.ts), not here.
import type { Page } from '@playwright/test';
import { expect, test } from './support';

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
