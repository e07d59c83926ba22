// Share and Auth lists end to end (spec 2.3, 3, 4, 7, 9) on the fake backend's permission table:
// 23 seeded shares of every target type for the demo's document record.
import { ShareModel } from '../models/share';
import { expect, mobileDevice, test } from './support';

const LIST = '/api/app/document/front/data/permission/table/list';

test.describe('desktop share list', () => {
  const activePage = (share: ShareModel) => share.root.locator('.ant-pagination-item-active');
  const total = (share: ShareModel) => share.root.locator('.ant-pagination-total-text');

  async function chooseType(share: ShareModel, label: string) {
    await share.root.getByTestId('share-list-target-type').click();
    await share.page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`)
      .click();
    await share.settled();
  }

  async function goToPage(share: ShareModel, n: number) {
    await share.root.locator(`.ant-pagination-item-${n}`).click();
    await expect(activePage(share)).toHaveText(String(n));
    await share.settled();
  }

  async function searchKeyword(share: ShareModel, keyword: string) {
    const input = share.root
      .getByTestId('share-list-keyword')
      .locator('input')
      .or(share.root.locator('input[data-testid="share-list-keyword"]'));
    await input.first().fill(keyword);
    await input.first().press('Enter');
    await share.settled();
  }

  test("the add dialog names the matrix rules' fields and people, never their ids", async ({ page }) => {
    const share = new ShareModel(page);
    await page.goto('/showcase/share');
    await share.root.getByTestId('share-list-add').click();
    // issue 41 item 4: '负责人 属于 陈超磊', not 'owner 属于 u1'
    await expect(share.form.getByTestId('share-auth-condition')).toHaveText([
      '负责人 属于 陈超磊',
      '金额（元） 大于 10000',
    ]);
    await page.screenshot({ path: test.info().outputPath('share-add-matrix-desktop.png') });
  });

  test('adds a department share and a person share through the browser', async ({ page }) => {
    const share = new ShareModel(page);
    await page.goto('/showcase/share');
    await expect(share.rows).toHaveCount(10);
    await expect(total(share)).toHaveText('共 23 条');

    await share.addShare('部门', '后端组', 'd3');
    await expect(total(share)).toHaveText('共 24 条');
    await share.addShare('人员', 'E1002', 'u2');
    await expect(total(share)).toHaveText('共 25 条');
    await goToPage(share, 2);
    await expect(share.row('周杰').getByTestId('share-list-deleted')).toHaveText('已删除');
    await goToPage(share, 3);
    await expect(share.row('后端组')).toHaveCount(1);
    await expect(share.row('吴超')).toHaveCount(1);

    // search by target: the type, then the department picked with the browser (page 1 again)
    await chooseType(share, '部门');
    await expect(activePage(share)).toHaveText('1');
    expect(await share.names()).toEqual(['研发中心', '市场部', '销售部', '后端组']);
    await share.root.getByTestId('share-list-target-open').click();
    await expect(share.browserDialog).toBeVisible();
    await share.browserDialog.getByTestId('browser-search').locator('input').first().fill('后端组');
    await expect(share.browserDialog.getByTestId('browser-row').first()).toHaveAttribute('data-id', 'd3');
    await share.browserDialog.locator('[data-testid="browser-row"][data-id="d3"]').click();
    await share.browserDialog.getByTestId('browser-ok').click();
    await share.settled();
    expect(await share.names()).toEqual(['后端组']);
    await page.screenshot({ path: test.info().outputPath('share-desktop.png'), fullPage: true });
    expect(share.problems).toEqual([]);
  });

  test('search by target type or keyword goes back to page 1', async ({ page }) => {
    const share = new ShareModel(page);
    await page.goto('/showcase/share');
    await expect(share.rows).toHaveCount(10);
    await goToPage(share, 2);
    await chooseType(share, '人员');
    await expect(activePage(share)).toHaveText('1');
    await expect(total(share)).toHaveText('共 11 条');
    await goToPage(share, 2);
    await expect(share.rows).toHaveCount(1);
    await chooseType(share, '部门');
    await expect(activePage(share)).toHaveText('1');
    expect(await share.names()).toEqual(['研发中心', '市场部', '销售部']);

    await chooseType(share, '全部类型');
    await goToPage(share, 2);
    await searchKeyword(share, '研发');
    await expect(activePage(share)).toHaveText('1');
    expect(await share.names()).toEqual(['研发中心']);
  });

  test('deletes a row on page 2 and stays there; moves a row to the top', async ({ page }) => {
    const share = new ShareModel(page);
    await page.goto('/showcase/share');
    await goToPage(share, 2);
    const [first, second] = await share.names();
    await share.row(first!).getByTestId('share-list-op-delete').click();
    await share.confirm();
    await share.settled();
    await expect(total(share)).toHaveText('共 22 条');
    await expect(activePage(share)).toHaveText('2');
    expect((await share.names())[0]).toBe(second);

    const last = (await share.names()).at(-1)!;
    await share.row(last).getByTestId('share-list-op-top').click();
    await share.settled();
    await expect(activePage(share)).toHaveText('2');
    await goToPage(share, 1);
    expect((await share.names())[0]).toBe(last);
  });

  test('reorders rows by keyboard and by drag: only the moved row is sent, and the order stays', async ({
    page,
  }) => {
    const share = new ShareModel(page);
    await page.goto('/showcase/share');
    const [a, b, c] = await share.names();
    const idOf = (name: string) => share.row(name).getAttribute('data-id');
    const sent = share.nextSort();
    await share.handle(c!).focus();
    await page.keyboard.press('ArrowUp');
    const body = (await sent).postDataJSON();
    expect(body.update).toEqual([{ id: await idOf(c!), sort: expect.any(Number) }]);
    await expect.poll(() => share.names().then((names) => names.slice(0, 3))).toEqual([a, c, b]);
    await expect(share.handle(c!)).toBeFocused();
    await expect(share.root.getByTestId('share-list-sort-status')).toHaveText(`“${c}”已移到第 2 / 10 位`);

    const dragged = share.nextSort();
    await share.drag(a!, b!);
    expect((await dragged).postDataJSON().update).toEqual([{ id: await idOf(a!), sort: expect.any(Number) }]);
    await expect.poll(() => share.names().then((names) => names.slice(0, 3))).toEqual([c, b, a]);
    await page.screenshot({ path: test.info().outputPath('share-sort-desktop.png'), fullPage: true });
    await page.reload();
    await expect.poll(() => share.names().then((names) => names.slice(0, 3))).toEqual([c, b, a]);
    expect(share.problems).toEqual([]);
  });

  test('batch-deletes the checked rows', async ({ page }) => {
    const share = new ShareModel(page);
    await page.goto('/showcase/share');
    await expect(share.rows).toHaveCount(10);
    const batch = share.root.getByTestId('share-list-batch-delete');
    await expect(batch).toBeDisabled();
    await share.row('陈超磊').locator('input[type="checkbox"]').check();
    await share.row('研发中心').locator('input[type="checkbox"]').check();
    await expect(batch).toHaveText('批量删除（2）');
    await batch.click();
    await share.confirm();
    await share.settled();
    await expect(total(share)).toHaveText('共 21 条');
    await expect(share.row('陈超磊')).toHaveCount(0);
    await expect(share.row('研发中心')).toHaveCount(0);
    await expect(batch).toBeDisabled();
  });

  test('a server failure shows an error with retry', async ({ page, backend }) => {
    const share = new ShareModel(page);
    await backend.fault({ path: LIST, fault: '500', times: 1 });
    await page.goto('/showcase/share');
    await expect(share.root.getByTestId('share-list-error')).toBeVisible();
    await expect(share.root.getByTestId('share-list-error')).toContainText('共享列表加载失败');
    await share.root.getByTestId('share-list-retry').click();
    await expect(share.rows).toHaveCount(10);
  });
});

test.describe('mobile share list', () => {
  test.use(mobileDevice);

  const more = (share: ShareModel) => share.root.getByTestId('share-list-more');

  async function loadAll(share: ShareModel, count: number) {
    await expect(share.rows).toHaveCount(20);
    await more(share).scrollIntoViewIfNeeded();
    await expect(share.rows).toHaveCount(count);
  }

  async function operate(share: ShareModel, name: string, operation: string) {
    await share.row(name).getByTestId('share-list-menu').click();
    await share.page.getByTestId(`share-list-op-${operation}`).click();
  }

  async function confirm(share: ShareModel) {
    await share.page.locator('.adm-dialog-footer .adm-dialog-button-bold').click();
    await share.settled();
  }

  test('reorders rows by keyboard and by drag on the handle', async ({ page }) => {
    const share = new ShareModel(page);
    await page.goto('/mobile/showcase/share');
    await expect(share.rows).toHaveCount(20);
    const [a, b, c] = await share.names();
    const sent = share.nextSort();
    await share.handle(b!).focus();
    await page.keyboard.press('ArrowDown');
    expect((await sent).postDataJSON().update).toEqual([
      { id: await share.row(b!).getAttribute('data-id'), sort: expect.any(Number) },
    ]);
    await expect.poll(() => share.names().then((names) => names.slice(0, 3))).toEqual([a, c, b]);
    await expect(share.handle(b!)).toBeFocused();
    const dragged = share.nextSort();
    await share.drag(b!, a!);
    expect((await dragged).postDataJSON().update).toHaveLength(1);
    await expect.poll(() => share.names().then((names) => names.slice(0, 3))).toEqual([b, a, c]);
    await page.screenshot({ path: test.info().outputPath('share-sort-mobile.png'), fullPage: true });
    expect(share.problems).toEqual([]);
  });

  test("the add page names the matrix rules' fields and people", async ({ page }) => {
    const share = new ShareModel(page);
    await page.goto('/mobile/showcase/share');
    await share.root.getByTestId('share-list-add').click();
    await expect(share.form.getByTestId('share-auth-condition')).toHaveText([
      '负责人 属于 陈超磊',
      '金额（元） 大于 10000',
    ]);
    await page.screenshot({ path: test.info().outputPath('share-add-matrix-mobile.png') });
  });

  test('adds a department share and a person share, 20 rows a load', async ({ page }) => {
    const share = new ShareModel(page);
    await page.goto('/mobile/showcase/share');
    await loadAll(share, 23);
    await expect(more(share)).toHaveText('没有更多了');
    await share.addShare('部门', '后端组', 'd3', true);
    await share.addShare('人员', 'E1002', 'u2', true);
    await expect(share.root.getByText('共 25 条')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('share-mobile.png') });
    await share.row('吴超').scrollIntoViewIfNeeded();
    await expect(share.row('后端组')).toHaveCount(1);
    expect(share.problems).toEqual([]);
  });

  test('searches by target type and keyword from the start', async ({ page }) => {
    const share = new ShareModel(page);
    await page.goto('/mobile/showcase/share');
    await loadAll(share, 23);
    await share.root.getByTestId('share-list-target-type').selectOption({ label: '部门' });
    await share.settled();
    expect(await share.names()).toEqual(['研发中心', '市场部', '销售部']);
    await share.root.getByTestId('share-list-target-type').selectOption({ label: '全部类型' });
    await share.settled();
    await expect(share.rows).toHaveCount(20);
    const keyword = share.root.locator('input[type="search"]').first();
    await keyword.fill('李杰');
    await keyword.press('Enter');
    await share.settled();
    expect(await share.names()).toEqual(['李杰']);
  });

  test('deletes a row of the second load and keeps what was loaded; batch-deletes', async ({ page }) => {
    const share = new ShareModel(page);
    await page.goto('/mobile/showcase/share');
    await loadAll(share, 23);
    await operate(share, '王芳', 'delete');
    await confirm(share);
    await expect(share.rows).toHaveCount(22);
    await expect(share.row('王芳')).toHaveCount(0);
    await expect(share.row('周艳')).toHaveCount(1);

    await share.row('陈超磊').getByTestId('share-list-check').click();
    await share.row('李杰').getByTestId('share-list-check').click();
    await share.root.getByTestId('share-list-batch-delete').click();
    await confirm(share);
    await expect(share.rows).toHaveCount(20);
    await expect(share.row('陈超磊')).toHaveCount(0);
    await expect(share.root.getByText('共 20 条')).toBeVisible();
  });

  test('a server failure shows an error with retry', async ({ page, backend }) => {
    const share = new ShareModel(page);
    await backend.fault({ path: LIST, fault: '500', times: 1 });
    await page.goto('/mobile/showcase/share');
    await expect(share.root.getByTestId('share-list-error')).toBeVisible();
    await share.root.getByTestId('share-list-retry').click();
    await expect(share.rows).toHaveCount(20);
  });
});
