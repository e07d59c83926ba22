// The advanced search lays its conditions out by the panel's own width and collapses the ones past
// the default rows (issue 38); both skins.
import { expect, mobileDevice, test } from './support';
import { AdvancedSearchModel } from '../models/advanced-search';

test.describe('desktop advanced search layout', () => {
  test('columns follow the panel width; expand shows the rest and counts a hidden value', async ({
    page,
  }) => {
    const search = new AdvancedSearchModel(page);
    await search.goto();
    await search.openPanel();
    const grid = page.getByTestId('advanced-search-grid');
    const collapse = page.getByTestId('advanced-search-collapse');
    const width = page.getByTestId('demo-panel-width');

    await width.getByText('400 像素').click();
    await expect(grid).toHaveAttribute('data-columns', '1');
    await expect(collapse).toHaveText(/展开（另有 8 项）/);
    await width.getByText('720 像素').click();
    await expect(grid).toHaveAttribute('data-columns', '2');
    await expect(collapse).toHaveText(/展开（另有 6 项）/);
    await expect(search.field('related')).toHaveCount(0);

    await collapse.click();
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await search.field('count').locator('input').fill('3');
    await collapse.click();
    await expect(search.field('count')).toHaveCount(0);
    await expect(collapse).toHaveText(/展开（另有 6 项，1 项已填）/);
    // the hidden condition still searches
    await page.getByTestId('advanced-search-submit').click();
    await expect(search.payload).toContainText('"count": 3');

    // the window's width does not matter, the panel's does: a wide window gives a full-row panel 3 or 4
    await width.getByText('整行').click();
    await page.setViewportSize({ width: 1920, height: 900 });
    await expect(grid).toHaveAttribute('data-columns', /^[34]$/);
    await page.screenshot({ path: test.info().outputPath('desktop-wide.png') });
    expect(search.problems).toEqual([]);
  });
});

test.describe('mobile advanced search layout', () => {
  test.use(mobileDevice);

  test('one condition a row, the first four until expanded', async ({ page }) => {
    const search = new AdvancedSearchModel(page, true);
    await search.goto();
    await search.openPanel();
    await expect(page.getByTestId('advanced-search-grid')).toHaveAttribute('data-columns', '1');
    const collapse = page.getByTestId('advanced-search-collapse');
    await expect(collapse).toHaveText(/展开（另有 6 项）/);
    await expect(search.field('related')).toHaveCount(0);
    await collapse.click();
    await expect(search.field('related')).toBeVisible();
    await expect(collapse).toHaveText(/收起条件/);
    await page.screenshot({ path: test.info().outputPath('mobile-expanded.png') });
    expect(search.problems).toEqual([]);
  });
});
