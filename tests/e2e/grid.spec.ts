// Grid columns (spec 9): checkboxes laid in 4 columns.
import { GridModel } from '../models/grid';
import { expect, mobileDevice, test } from './support';

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} grid`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('lays the checkboxes in four columns', async ({ page }) => {
      const grid = new GridModel(page);
      await page.goto(skin === 'mobile' ? '/mobile/showcase/grid' : '/showcase/grid');
      await expect(grid.grid).toHaveAttribute('data-columns', '4');
      const top = async (key: string) => Math.round((await grid.module(key).boundingBox())!.y);
      expect(await top('email')).toBe(await top('workflow'));
      expect(await top('hrm')).toBeGreaterThan(await top('workflow'));
      await grid.module('hrm').click();
      await expect(grid.selected).toHaveText('已选 3 项');
    });
  });
}
