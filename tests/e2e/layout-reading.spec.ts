// The desktop layout as a reader meets it (issue 41): a page opens at its top, back and forward
// return where the reader left each page, the side menu stays in view while the page scrolls, and on
// a phone-wide screen the menu is a drawer so the content has the whole width.
import type { Page } from '@playwright/test';
import { expect, test } from './support';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a new page opens at its top; back and forward restore each page’s offset', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/showcase/chart');
  await expect(page.getByTestId('showcase-chart').first()).toBeVisible();
  const tall = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(tall).toBeGreaterThan(1200);
  await page.mouse.move(700, 400);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(1100);
  const left = await scrollY(page);

  // the menu stays in view at this offset: reaching an entry low in it scrolls the menu, not the page
  const entry = page.getByTestId('layout-side').getByText('评分', { exact: true });
  await entry.scrollIntoViewIfNeeded();
  await expect(entry).toBeInViewport();
  expect(await scrollY(page)).toBe(left);
  await entry.click();
  await expect(page).toHaveURL(/\/showcase\/rate$/);
  await expect(page.getByTestId('showcase-rate').first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/showcase\/chart$/);
  await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(left);

  await page.goForward();
  await expect(page).toHaveURL(/\/showcase\/rate$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('on a phone-wide screen the side menu is a drawer and the page fits the width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/showcase/rate');
  await expect(page.getByTestId('showcase-rate').first()).toBeVisible();
  await expect(page.getByTestId('layout-side')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // the header's title and buttons keep one line each
  for (const name of ['suite-ui', '模拟故障', 'English']) {
    const lines = await page
      .getByTestId('root-layout')
      .getByText(name, { exact: true })
      .first()
      .evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    expect(lines, name).toBe(1);
  }

  const toggle = page.getByTestId('layout-toggle-side');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const drawer = page.getByTestId('layout-side-drawer');
  await expect(drawer).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await drawer.getByText('水印', { exact: true }).click();
  await expect(page).toHaveURL(/\/showcase\/watermark$/);
  await expect(drawer).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
