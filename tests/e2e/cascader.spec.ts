// Cascader (spec 1): columns load from the server on demand; a failed load shows a retry.
import type { Page } from '@playwright/test';
import { expect, mobileDevice, test } from './support';

const item = (page: Page, name: string) =>
  page.locator('.ant-cascader-menu-item').filter({ hasText: new RegExp(`^${name}$`) });

test.describe('desktop cascader', () => {
  test('loads each level on demand and retries a failed load', async ({ page, backend }) => {
    await page.goto('/showcase/cascader');
    const async = page.getByTestId('cascader-async');
    await async.locator('.ant-select').click();
    await item(page, '上海分公司').click();
    await item(page, '研发部').click();
    await item(page, '前端组').click();
    await expect(page.getByTestId('cascader-async-chosen')).toHaveText('已选：上海分公司 / 研发部 / 前端组');

    // a level that fails to load is offered again; once loaded, the choice above the leaves counts
    const any = page.getByTestId('cascader-any');
    await backend.fault({ path: '/api/cascader/children', fault: '500', times: 1 });
    await any.locator('.ant-select').click();
    await item(page, '北京分公司').last().click();
    await expect(page.getByTestId('cascader-any-error')).toBeVisible();
    await page.getByTestId('cascader-any-error').getByRole('button').click();
    await expect(page.getByTestId('cascader-any-error')).toBeHidden();
    await expect(page.getByTestId('cascader-any-chosen')).toHaveText('已选：北京分公司');
    await any.locator('.ant-select').click();
    await item(page, '人力资源部').last().click();
    await expect(page.getByTestId('cascader-any-chosen')).toHaveText('已选：北京分公司 / 人力资源部');
  });
});

test.describe('mobile cascader', () => {
  test.use(mobileDevice);

  test('loads each level on demand', async ({ page }) => {
    await page.goto('/mobile/showcase/cascader');
    const view = page.getByTestId('cascader-async');
    await view.getByText('广州分公司').click();
    await view.getByText('运营部').click();
    await view.getByText('客服组').click();
    await expect(page.getByTestId('cascader-async-chosen')).toHaveText('已选：广州分公司 / 运营部 / 客服组');
  });
});
