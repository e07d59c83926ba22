// The object picker end to end (spec 2.2, 2.3, 3, 7, 8, 9) on the fake backend's 10 000 people.
import { BrowserModel } from '../models/browser';
import { expect, mobileDevice, test } from './support';

const DATA = '/api/hrm/common/browser/data/resource';

test.describe('desktop browser', () => {
  test('picks two people and a department: search, tree, select, remove, confirm', async ({ page }) => {
    const browser = new BrowserModel(page);
    await page.goto('/showcase/browser');
    await browser.openField('people');
    await expect(browser.rows.first()).toBeVisible();
    // a virtual list: far fewer rows in the DOM than the 10 000 people
    expect(await browser.rows.count()).toBeLessThanOrEqual(50);
    await expect(browser.results).toHaveAttribute('data-total', /^\d{4}$/);

    await browser.searchAndPick('E1002', 'u2');
    await browser.searchAndPick('E1003', 'u3');
    await browser.searchAndPick('E1004', 'u4');
    await expect(browser.selectedItems).toHaveCount(3);
    await browser.dialog.locator('[data-testid="browser-selected-item"][data-id="u3"] button').click();
    await expect(browser.selectedItems).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath('browser-desktop-dialog.png') });
    await browser.ok.click();
    await expect(browser.dialog).toBeHidden();
    await expect(browser.field('people').getByTestId('demo-people-tag')).toHaveCount(2);
    await expect(browser.valueOf('people')).toContainText('吴超');

    // a department through the tree, sub-organisations included
    await browser.openField('department');
    await expect(browser.tree).toBeVisible();
    await browser.tree.getByText('研发中心', { exact: true }).click();
    await expect(browser.row('d2')).toBeVisible();
    await browser.row('d2').click();
    await browser.ok.click();
    await expect(browser.valueOf('department')).toContainText('前端组');
    expect(browser.problems).toEqual([]);
  });

  test('typing fast shows only the last query’s results', async ({ page, backend }) => {
    const browser = new BrowserModel(page);
    await page.goto('/showcase/browser');
    await browser.openField('people');
    await expect(browser.rows.first()).toBeVisible();
    await backend.fault({ path: DATA, fault: 'slow=1500', times: 1 });
    const slow = page.waitForRequest((request) => request.url().includes(DATA));
    await browser.type('E1005');
    await slow;
    await browser.type('E1006');
    await expect(browser.rows.first()).toHaveAttribute('data-id', 'u6');
    // the slow answer for E1005 arrives afterwards and is ignored
    await page.waitForTimeout(1_800);
    await expect(browser.rows.first()).toHaveAttribute('data-id', 'u6');
    await expect(browser.row('u5')).toHaveCount(0);
  });

  test('a failing server shows an error state with retry, never an empty list', async ({ page, backend }) => {
    const browser = new BrowserModel(page);
    await page.goto('/showcase/browser');
    await backend.fault({ path: DATA, fault: '500', times: 1 });
    await browser.openField('people');
    await expect(browser.listState).toHaveAttribute('data-status', 'error');
    await browser.dialog.getByTestId('browser-retry').click();
    await expect(browser.rows.first()).toBeVisible();
  });

  test('loads the next page when scrolled near the end', async ({ page }) => {
    const browser = new BrowserModel(page);
    await page.goto('/showcase/browser');
    await browser.openField('people');
    await expect(browser.rows.first()).toBeVisible();
    const next = page.waitForRequest(
      (request) => request.url().includes(DATA) && (request.postData() ?? '').includes('"current":2'),
    );
    // the list scrolls in the box around it (the links beside the options sit in that box too)
    await browser.results.evaluate((node) => {
      const box = node.parentElement ?? node;
      box.scrollTo({ top: box.scrollHeight });
    });
    await next;
    expect(await browser.rows.count()).toBeLessThanOrEqual(50);
  });
});

test.describe('mobile browser', () => {
  test.use(mobileDevice);

  test('picks two people on a full-screen page under the dialog route; back closes it', async ({ page }) => {
    const browser = new BrowserModel(page);
    await page.goto('/mobile/showcase/browser');
    await browser.openField('people');
    await expect(page).toHaveURL(/\/mobile\/showcase\/browser\/browserDialog\/demo-people/);
    await browser.searchAndPick('E1002', 'u2');
    await browser.searchAndPick('E1003', 'u3');
    await page.screenshot({ path: test.info().outputPath('browser-mobile-page.png') });
    await browser.ok.click();
    await expect(browser.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/mobile\/showcase\/browser$/);
    await expect(browser.valueOf('people')).toContainText('吴超');

    await browser.openField('department');
    await browser.dialog.getByTestId('browser-tree-node').filter({ hasText: '研发中心' }).click();
    await browser.row('d2').click();
    await browser.ok.click();
    await expect(browser.valueOf('department')).toContainText('前端组');

    await browser.openField('single');
    await page.goBack();
    await expect(browser.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/mobile\/showcase\/browser$/);
    expect(browser.problems).toEqual([]);
  });
});

test.describe('browser calls besides data (issue 36 item 6)', () => {
  test('desktop: the paging total comes from count, combinations list their members, a closed picker says so', async ({
    page,
  }) => {
    const browser = new BrowserModel(page);
    const count = page.waitForResponse((r) => r.url().includes('/common/browser/count/resource'));
    await page.goto('/showcase/browser');
    await expect(page.getByTestId('demo-denied-denied')).toHaveText('你没有在此处选择的权限');
    await expect(page.getByTestId('demo-denied-open')).toHaveCount(0);
    await browser.openField('single');
    const answer = (await (await count).json()) as { data: { count: number } };
    await expect(browser.results).toHaveAttribute('data-total', String(answer.data.count));
    await page.keyboard.press('Escape');
    await browser.openField('combination');
    await expect(browser.rows.first()).toContainText('、');
    await browser.rows.first().click();
    await browser.ok.click();
    await expect(browser.valueOf('combination')).toContainText('+');
    // associative input: at most 4 suggestions
    await page
      .getByTestId('demo-people-input')
      .locator('input')
      .or(page.locator('input[data-testid="demo-people-input"]'))
      .first()
      .fill('陈');
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(4);
  });

  test('desktop: the condition form comes from the condition call and narrows the list through dataCondition', async ({
    page,
  }) => {
    const browser = new BrowserModel(page);
    const condition = page.waitForResponse((r) => r.url().includes('/common/browser/condition/resource'));
    await page.goto('/showcase/browser');
    await condition;
    await browser.openField('conditions');
    const form = page.getByTestId('browser-conditions');
    await expect(form).toContainText('密级');
    await expect(form).toContainText('角色级别');
    const narrowed = page.waitForResponse((r) => r.url().includes('/common/browser/dataCondition/resource'));
    await form.getByRole('spinbutton', { name: '密级 最小' }).fill('40');
    const answer = (await (await narrowed).json()) as { data: { total: number } };
    expect(answer.data.total).toBeGreaterThan(0);
    await expect(browser.results).toHaveAttribute('data-total', String(answer.data.total));
    await form.getByRole('button', { name: '重置条件' }).click();
    await expect(form.getByRole('spinbutton', { name: '密级 最小' })).toHaveValue('');
  });

  test.describe('mobile', () => {
    test.use(mobileDevice);

    test('the field suggests at most 4 people as one types, and a tap picks one', async ({ page }) => {
      const browser = new BrowserModel(page);
      const complete = page.waitForRequest((r) =>
        r.url().includes('/api/app/hrm/common/browser/complete/resource'),
      );
      await page.goto('/mobile/showcase/browser');
      const input = page
        .getByTestId('demo-people-input')
        .locator('input')
        .or(page.locator('input[data-testid="demo-people-input"]'))
        .first();
      await input.fill('陈');
      await complete;
      const options = page.getByTestId('demo-people-suggestions').getByRole('option');
      await expect(options).toHaveCount(4);
      const name = (await options.first().textContent()) ?? '';
      await options.first().click();
      await expect(browser.valueOf('people')).toContainText(name);
      await expect(page.getByTestId('demo-denied-denied')).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath('browser-mobile-associative.png'),
        fullPage: true,
      });
      expect(browser.problems).toEqual([]);
    });
  });
});

test.describe('HR cards', () => {
  test('a person’s card opens, the same target reuses it, groups have no page, the flag turns cards off', async ({
    page,
  }) => {
    await page.goto('/showcase/hr-card');
    const card = page.getByTestId('hr-card');
    const link = (id: string) => page.locator(`[data-testid="hr-card-link"][data-id="${id}"]`);
    await link('u2').click();
    await expect(card).toBeVisible();
    await expect(card).toContainText('吴超');
    await expect(card).toContainText('E1002');
    await expect(card.getByTestId('hr-card-page')).toHaveAttribute('href', '/sp/hrm/profileInfo/u2');
    await expect(card).toHaveAttribute('data-opens', '1');
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await link('u2').click();
    await expect(card).toHaveAttribute('data-opens', '2');
    await expect(card).toHaveAttribute('data-key', 'inside:u2');
    await page.keyboard.press('Escape');

    await link('g1').click();
    await expect(card).toHaveAttribute('data-key', 'group:g1');
    await expect(card.getByTestId('hr-card-page')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();

    await page.getByTestId('demo-hr-card-off').click();
    await link('u2').click();
    await page.waitForTimeout(300);
    await expect(card).toBeHidden();
  });
});

test.describe('detail links (issue 36 item 4)', () => {
  for (const [skin, url] of [
    ['desktop', '/showcase/browser'],
    ['mobile', '/mobile/showcase/browser'],
  ] as const) {
    test(`${skin}: a result row and the pick open the record through the host's detail link`, async ({
      page,
    }) => {
      if (skin === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
      const browser = new BrowserModel(page);
      await page.goto(url);
      await browser.openField('taskBrowser');
      const row = browser.rows.first();
      const id = await row.getAttribute('data-id');
      // the link sits beside the option (an option holds nothing interactive)
      const rowLink = browser.dialog.locator(`[data-testid="browser-row-link"][data-id="${id}"]`);
      await expect(rowLink).toHaveAttribute('href', `/workflow/detail/${id}`);
      await expect(rowLink).not.toHaveAttribute('target');
      await row.click();
      await expect(browser.dialog).toBeHidden();
      const tagLink = browser.field('taskBrowser').getByTestId('demo-taskBrowser-tag-link');
      await expect(tagLink).toHaveAttribute('href', `/workflow/detail/${id}`);
      await tagLink.click();
      await expect(page.getByTestId('workflow-detail')).toContainText(String(id));
      expect(browser.problems).toEqual([]);
    });
  }

  test('desktop: another site opens in a new tab without the opener', async ({ page }) => {
    const browser = new BrowserModel(page);
    await page.goto('/showcase/browser');
    await browser.openField('customer');
    const link = browser.dialog.getByTestId('browser-row-link').first();
    await expect(link).toHaveAttribute('href', /^https:\/\/crm\.example\.com\/view\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
