// TreeSelect (issue 24, spec 1): a pick by keyboard; search and check a node in a 20 000-node tree
// (virtual: few rows in the DOM), with its parent half-checked and the node as a tag; tags removed.
import { TreeSelectModel } from '../models/tree-select';
import { expect, mobileDevice, test } from './support';

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} tree select`, () => {
    if (skin === 'mobile') test.use(mobileDevice);
    const url = skin === 'mobile' ? '/mobile/showcase/tree-select' : '/showcase/tree-select';

    test('picks one node and shows it in the field', async ({ page }) => {
      await page.goto(url);
      const single = new TreeSelectModel(page, 'tree-select-single');
      await expect(single.text).toHaveText('请选择');
      await single.open();
      if (skin === 'desktop') {
        // keyboard: the search box owns the keys (aria-activedescendant)
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await expect(single.row('hr')).toHaveAttribute('data-active', 'true');
        await page.keyboard.press('Enter');
      } else {
        await single.pick('hr');
      }
      await expect(single.dropdown).toBeHidden();
      await expect(single.text).toHaveText('人力资源部');
      await expect(page.getByTestId('tree-select-single-value')).toHaveText('选中的键：hr');
      // a disabled node is not picked
      await single.open();
      await single.clickDisabled('audit');
      await expect(single.dropdown).toBeVisible();
      await expect(single.row('hr')).toHaveAttribute('aria-selected', 'true');
    });

    test('searches and checks a node in a 20 000-node tree', async ({ page }) => {
      await page.goto(url);
      const big = new TreeSelectModel(page, 'tree-select-big');
      await big.open();
      await expect(big.row('n0')).toBeVisible();
      // virtual: only the rows in view exist
      expect(await big.dropdown.getByRole('treeitem').count()).toBeLessThan(40);
      await big.search('单元 1-4-5-0');
      await expect(big.row('n1-4-5-0')).toBeVisible();
      await expect(big.row('n1-4')).toBeVisible();
      await big.check('n1-4-5-0-3');
      await expect(big.row('n1-4-5-0-3')).toHaveAttribute('data-state', 'checked');
      await expect(big.row('n1-4-5-0')).toHaveAttribute('data-state', 'half');
      await expect(big.tags).toHaveText([/单元 1-4-5-0-3/]);
      await big.search('没有这个节点');
      await expect(big.dropdown.getByText('没有匹配的节点')).toBeVisible();
    });

    test('shows several picks as tags and removes one', async ({ page }) => {
      await page.goto(url);
      const multiple = new TreeSelectModel(page, 'tree-select-multiple');
      await expect(multiple.tags).toHaveText([/前端组/]);
      await multiple.open();
      await page.getByTestId('tree-select-multiple-expand-all').click();
      await multiple.check('be');
      await expect(multiple.row('rd')).toHaveAttribute('data-state', 'checked');
      await expect(multiple.row('hq')).toHaveAttribute('data-state', 'half');
      if (skin === 'desktop') await page.keyboard.press('Escape');
      else await page.getByTestId('tree-select-multiple-done').click();
      await expect(multiple.dropdown).toBeHidden();
      // a fully checked branch is one tag
      await expect(multiple.tags).toHaveText([/研发中心/]);
      await multiple.removeTag('移除 研发中心');
      await expect(multiple.tags).toHaveCount(0);
      await expect(multiple.text).toHaveText('请选择');
    });
  });
}
