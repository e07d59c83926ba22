// Tree (spec 1): search and check a node in a 20 000-node virtual tree; parents turn half-checked.
import { TreeModel } from '../models/tree';
import { expect, mobileDevice, test } from './support';

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} tree`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('searches and checks in a 20 000-node tree', async ({ page }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/tree' : '/showcase/tree');
      const big = new TreeModel(page, 'tree-big');
      await expect(big.row('n0')).toBeVisible();
      // virtual: only the rows in view exist
      expect(await big.root.getByRole('treeitem').count()).toBeLessThan(60);
      await big.search('单元 1-4-5-0');
      await expect(big.row('n1-4-5-0')).toBeVisible();
      await expect(big.row('n1-4')).toBeVisible();
      await big.toggleCheck('n1-4-5-0-3');
      await expect(big.summary).toHaveText('已勾选 1 项');
      await expect(big.row('n1-4-5-0')).toHaveAttribute('data-state', 'half');
      await big.search('');
      await expect(big.row('n1-4-5-0')).toBeHidden();

      const org = new TreeModel(page, 'tree-org');
      await org.toggle('rd');
      await org.toggleCheck('fe');
      await expect(org.row('rd')).toHaveAttribute('data-state', 'half');
      await org.toggleCheck('be');
      await expect(org.row('rd')).toHaveAttribute('data-state', 'checked');
    });

    test('drags a node inside, after another, and never into its own branch', async ({ page }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/tree' : '/showcase/tree');
      const drag = new TreeModel(page, 'tree-drag');
      await expect.poll(() => drag.keys()).toEqual(['hq', 'rd', 'fe', 'be', 'hr', 'audit']);
      await drag.drag('fe', 'hr', 'inside');
      await expect.poll(() => drag.keys()).toEqual(['hq', 'rd', 'be', 'hr', 'fe', 'audit']);
      await drag.drag('be', 'audit', 'after');
      await expect.poll(() => drag.keys()).toEqual(['hq', 'rd', 'hr', 'fe', 'audit', 'be']);
      // into its own descendant: refused, nothing moves
      await drag.drag('hq', 'fe', 'inside');
      await expect.poll(() => drag.keys()).toEqual(['hq', 'rd', 'hr', 'fe', 'audit', 'be']);
    });
  });
}
