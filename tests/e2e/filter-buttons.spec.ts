// Filter buttons (4 per line) and grid check boxes (4 columns), spec 9.
import { expect, mobileDevice, test } from './support';

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} filter buttons`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('lays out four per line; one filter on, several boxes checked', async ({ page }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/filter-buttons' : '/showcase/filter-buttons');
      const filters = page.getByTestId('filter-buttons');
      const first = await filters.getByTestId('choice-all').boundingBox();
      const fourth = await filters.getByTestId('choice-month').boundingBox();
      const fifth = await filters.getByTestId('choice-quarter').boundingBox();
      expect(Math.abs((fourth?.y ?? 0) - (first?.y ?? 1))).toBeLessThan(2);
      expect(fifth?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + 10);
      await filters.getByTestId('choice-week').click();
      await expect(filters.getByTestId('choice-week')).toHaveAttribute('aria-pressed', 'true');
      await expect(filters.getByTestId('choice-all')).toHaveAttribute('aria-pressed', 'false');

      const grid = page.getByTestId('grid-checkbox');
      await grid.getByTestId('choice-d3').click();
      // each kit marks a checked box on its wrapper
      await expect(grid.locator('.adm-checkbox-checked, .ant-checkbox-wrapper-checked')).toHaveCount(2);
    });
  });
}
