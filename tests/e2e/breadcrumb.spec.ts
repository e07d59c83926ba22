// Breadcrumb (spec 2.3): links up the trail, the current page marked, a long trail folded.
import { BreadcrumbModel } from '../models/breadcrumb';
import { expect, mobileDevice, test } from './support';

test('desktop breadcrumb links up the trail and folds the middle behind a menu', async ({ page }) => {
  await page.goto('/showcase/breadcrumb');
  const full = new BreadcrumbModel(page, 'full');
  await expect(full.root.getByRole('navigation', { name: '当前位置' })).toBeVisible();
  await expect(full.root.getByRole('link')).toHaveText(['首页', '客户管理', '客户列表', '示例科技有限公司']);
  await expect(full.root.locator('[aria-current="page"]')).toHaveText('联系人');

  const folded = new BreadcrumbModel(page, 'folded');
  await expect(folded.root.getByRole('link')).toHaveText(['首页', '示例科技有限公司']);
  await folded.more.hover();
  await expect(page.getByRole('menuitem', { name: '客户列表' })).toBeVisible();
});

test.describe('mobile breadcrumb', () => {
  test.use(mobileDevice);

  test('unfolds the middle levels on a tap', async ({ page }) => {
    await page.goto('/mobile/showcase/breadcrumb');
    const folded = new BreadcrumbModel(page, 'folded');
    await expect(folded.root.getByRole('link')).toHaveText(['首页', '示例科技有限公司']);
    await folded.more.tap();
    await expect(folded.root.getByRole('link')).toHaveText([
      '首页',
      '客户管理',
      '客户列表',
      '示例科技有限公司',
    ]);
    await expect(folded.root.locator('[aria-current="page"]')).toHaveText('联系人');
  });
});
