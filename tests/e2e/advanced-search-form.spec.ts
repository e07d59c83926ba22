// Advanced search conditions from a list's form (issue 36 item 13, spec 3 `inSearchAdvanced`), both
// skins on the fake backend: the contracts list's form items flagged for the advanced search are
// conditions of the panel and search; the memo item, not flagged, is not offered.
import type { Page } from '@playwright/test';
import { AdvancedSearchModel } from '../models/advanced-search';
import { expect, mobileDevice, test } from './support';

async function run(page: Page, mobile: boolean) {
  const search = new AdvancedSearchModel(page, mobile);
  await search.goto();
  await page.getByTestId('demo-list').getByText('合同（条件来自表单）').click();
  await expect(page.getByTestId('demo-form-intro')).toBeVisible();
  await page.getByTestId('advanced-search-toggle').click();
  await expect(search.panel).toBeVisible();
  await expect(search.field('stage')).toBeVisible();
  await expect(search.field('signed')).toBeVisible();
  await expect(search.field('memo')).toHaveCount(0);
  await search.field('stage').getByText('赢单', { exact: true }).click();
  await page.screenshot({
    path: test.info().outputPath(`advanced-search-form-${mobile ? 'mobile' : 'desktop'}.png`),
  });
  await search.search();
  await expect(search.payload).toContainText('"stage": "won"');
  expect(search.problems).toEqual([]);
}

test.describe('desktop advanced search from a form', () => {
  test('flagged form items are conditions, the memo is not', async ({ page }) => {
    await run(page, false);
  });
});

test.describe('mobile advanced search from a form', () => {
  test.use(mobileDevice);

  test('flagged form items are conditions, the memo is not', async ({ page }) => {
    await run(page, true);
  });
});
