// The window's scroll across the layout's navigations (issue 41): a page opens at its top, back and
// forward return where the reader left each page, and the side menu stays in view while the page
// scrolls, so an entry low in the menu never needs the page scrolled away first.
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
