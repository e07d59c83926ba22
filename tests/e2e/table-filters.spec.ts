// The table's header filters, copy buttons and cut cells (issue 38), on the table page's request
// list (24 rows the page gives): desktop filters in antd's header dropdown, mobile in the card
// list's filter sheet; a copy puts the number on the clipboard; a cut note shows its whole text.
import { TableModel } from '../models/table';
import { expect, mobileDevice, test } from './support';

test.describe('desktop header filters', () => {
  test('a status chosen in the header filters the rows, the owner too, and a reset shows all again', async ({
    page,
  }) => {
    const table = new TableModel(page, 'table-filters');
    await page.goto('/showcase/table');
    const section = page.getByTestId('showcase-table-filters');
    await section.scrollIntoViewIfNeeded();
    await table.shown();
    await expect(page.getByTestId('table-filters-total')).toContainText('24');

    await table.root.getByRole('button', { name: '筛选 状态' }).click();
    const menu = page.locator('.ant-table-filter-dropdown:visible');
    await menu.getByText('已完成', { exact: true }).click();
    await page.screenshot({ path: test.info().outputPath('table-filters-desktop-open.png') });
    await menu.getByRole('button', { name: /确\s*定|OK/ }).click();
    // every shown row is done, and the count follows
    await expect(page.getByTestId('table-filters-total')).toContainText('5');
    const statuses = table.rows.locator('td:nth-child(4)');
    await expect(statuses).toHaveCount(5);
    for (const text of await statuses.allTextContents()) expect(text).toBe('已完成');
    await expect(table.root.getByRole('button', { name: '筛选 状态' })).toHaveClass(/active/);

    // an owner on top: the values offered are the names the rows hold
    await table.root.getByRole('button', { name: '筛选 负责人' }).click();
    const owners = page.locator('.ant-table-filter-dropdown:visible');
    await expect(owners.getByRole('menuitem')).toHaveText(['李娜', '王强', '吴超', '张敏']);
    await owners.getByText('吴超', { exact: true }).click();
    await owners.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(table.rows).toHaveCount(1);
    for (const text of await table.rows.locator('td:nth-child(3)').allTextContents())
      expect(text).toBe('吴超');
    await page.screenshot({ path: test.info().outputPath('table-filters-desktop.png') });

    // both reset: every row again
    for (const name of ['筛选 状态', '筛选 负责人']) {
      await table.root.getByRole('button', { name }).click();
      const open = page.locator('.ant-table-filter-dropdown:visible');
      await open.getByRole('button', { name: /重\s*置|Reset/ }).click();
      await open.getByRole('button', { name: /确\s*定|OK/ }).click();
      await expect(open).toBeHidden();
    }
    await expect(page.getByTestId('table-filters-total')).toContainText('24');
    expect(table.problems).toEqual([]);
  });
});

test.describe('desktop header filters from the keyboard', () => {
  test('Tab reaches the status filter, Enter opens it, arrows and Space pick a value, OK applies it; Escape closes and gives the focus back', async ({
    page,
  }) => {
    const table = new TableModel(page, 'table-filters');
    await page.goto('/showcase/table');
    await page.getByTestId('showcase-table-filters').scrollIntoViewIfNeeded();
    await table.shown();
    const status = table.filterButton('状态');
    // from the owner's header (its width handle), Tab goes on to the status filter button
    await table.resizeHandle('owner').focus();
    await page.keyboard.press('Tab');
    await expect(status).toBeFocused();
    await expect(status).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    const menu = table.openFilter;
    await expect(menu).toBeVisible();
    await expect(status).toHaveAttribute('aria-expanded', 'true');
    // the focus is in the dropdown: the list of values
    await expect(menu.getByRole('menu')).toBeFocused();
    const done = menu.getByRole('menuitem', { name: '已完成' });
    for (let step = 0; step < 5 && !(await done.evaluate((item) => item === document.activeElement)); step++)
      await page.keyboard.press('ArrowDown');
    await expect(done).toBeFocused();
    await page.keyboard.press('Space');
    await expect(done.getByRole('checkbox')).toBeChecked();
    await page.screenshot({ path: test.info().outputPath('table-filters-keyboard-open.png') });
    // Tab goes on to Reset and OK, and stays in the dropdown
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: /重\s*置/ })).toBeFocused();
    await page.keyboard.press('Tab');
    const ok = menu.getByRole('button', { name: /确\s*定/ });
    await expect(ok).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('menu')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(ok).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('table-filters-total')).toContainText('5');
    await expect(status).toBeFocused();
    await expect(status).toHaveClass(/active/);

    // Space opens it too; Escape closes it without applying and gives the focus back
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(status).toBeFocused();
    await expect(status).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('table-filters-total')).toContainText('5');
    expect(table.problems).toEqual([]);
  });
});

test.describe('desktop copy and cut cells', () => {
  test('the copy button puts the number on the clipboard; a cut note shows its whole text on hover and focus', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const table = new TableModel(page, 'table-filters');
    await page.goto('/showcase/table');
    await page.getByTestId('showcase-table-filters').scrollIntoViewIfNeeded();
    const first = table.rows.first();
    await expect(first).toBeVisible();
    const copy = first.getByRole('button', { name: '复制 编号' });
    await copy.click();
    await expect(copy).toHaveAttribute('data-copied', 'copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('RQ-2026-0001');
    await expect(first.getByRole('status')).toHaveText('已复制');

    // the note is cut to one line: wider than its cell
    const note = first.locator('.suite-table-ellipsis');
    const cut = await note.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut).toBe(true);
    const whole = '需要财务部和采购部共同确认后才能提交，附件中的报价单请在本周五之前补齐。';
    const tooltip = page.getByRole('tooltip', { name: whole });
    await note.hover();
    await expect(tooltip).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('table-cut-desktop.png') });
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    // the keyboard: the cut text takes the focus, which shows the tooltip
    await note.focus();
    await expect(tooltip).toBeVisible();
    expect(table.problems).toEqual([]);
  });
});

test.describe('mobile filter sheet', () => {
  test.use(mobileDevice);

  test('the filter sheet filters the cards as values are pressed, and clears them', async ({ page }) => {
    const table = new TableModel(page, 'table-filters');
    await page.goto('/mobile/showcase/table');
    const section = page.getByTestId('showcase-table-filters');
    await section.scrollIntoViewIfNeeded();
    await expect(table.cards.first()).toBeVisible();
    await expect(page.getByTestId('table-filters-total')).toContainText('24');
    await page.getByTestId('table-filters-filter').click();
    const sheet = page.getByRole('dialog', { name: '筛选' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('group', { name: '筛选 状态' }).getByRole('button', { name: '已完成' }).click();
    await sheet.getByRole('group', { name: '筛选 负责人' }).getByRole('button', { name: '吴超' }).click();
    await expect(
      sheet.getByRole('group', { name: '筛选 状态' }).getByRole('button', { name: '已完成' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: test.info().outputPath('table-filters-mobile-sheet.png') });
    await page.getByTestId('table-filters-filters-done').click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('table-filters-filter')).toHaveText('筛选（2）');
    await expect(table.cards).toHaveCount(1);
    for (const card of await table.cards.all()) {
      await expect(card.locator('[data-column="status"]')).toContainText('已完成');
      await expect(card.locator('[data-column="owner"]')).toContainText('吴超');
    }
    await page.screenshot({ path: test.info().outputPath('table-filters-mobile.png') });

    await page.getByTestId('table-filters-filter').click();
    await page.getByTestId('table-filters-filters-clear').click();
    await page.getByTestId('table-filters-filters-done').click();
    await expect(page.getByTestId('table-filters-total')).toContainText('24');
    await expect(page.getByTestId('table-filters-filter')).toHaveText('筛选');
    expect(table.problems).toEqual([]);
  });

  test('a tap on a cut note shows its whole text; the copy button copies the number', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const table = new TableModel(page, 'table-filters');
    await page.goto('/mobile/showcase/table');
    await page.getByTestId('showcase-table-filters').scrollIntoViewIfNeeded();
    const first = table.cards.first();
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: '复制 编号' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('RQ-2026-0001');
    await first.getByTestId('table-filters-ellipsis').click();
    await expect(page.locator('.adm-popover:not(.adm-popover-hidden)')).toContainText(
      '需要财务部和采购部共同确认后才能提交，附件中的报价单请在本周五之前补齐。',
    );
    await page.screenshot({ path: test.info().outputPath('table-cut-mobile.png') });
    expect(table.problems).toEqual([]);
  });
});

// Reload when the page regains the focus (issue 38, opt-in): the paged example asks for it, the big
// list does not.
test.describe('desktop reload on refocus', () => {
  test('the page coming back loads the paged table again, quietly; the big list stays as it is', async ({
    page,
  }) => {
    const table = new TableModel(page, 'table-paged');
    await page.goto('/showcase/table');
    await table.shown();
    await expect(new TableModel(page, 'showcase-table').rows.first()).toBeVisible();
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/common/table/data'))
        loads.push(String((request.postDataJSON() as { pageUid?: unknown }).pageUid));
    });
    // the window regains the focus (another window or tab was in front)
    const answered = page.waitForResponse((response) => response.url().includes('/common/table/data'));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await answered;
    await expect.poll(() => loads).toEqual(['demo-paged-list']);
    // the rows stayed on screen while it loaded (no spinner over them)
    await table.shown();
    await expect(table.root.locator('.ant-spin-spinning')).toHaveCount(0);
    // the page hidden and shown again: one more load
    await page.evaluate(() => {
      const set = (state: 'hidden' | 'visible') => {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      };
      set('hidden');
      set('visible');
    });
    await expect.poll(() => loads).toEqual(['demo-paged-list', 'demo-paged-list']);
    expect(table.problems).toEqual([]);
  });
});

// Polling (issue 38, opt-in): the paged example's switch turns it on; the table loads its page again
// every 5 seconds, quietly, and stops when switched off. The page's clock is driven by the test.
for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} table polling`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('switched on, the table loads its page again every 5 seconds; switched off, it stops', async ({
      page,
    }) => {
      const uid = skin === 'mobile' ? 'demo-mobile-list' : 'demo-paged-list';
      const loads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/common/table/data')) {
          const pageUid = String((request.postDataJSON() as { pageUid?: unknown }).pageUid);
          if (pageUid === uid) loads.push(pageUid);
        }
      });
      await page.clock.install();
      await page.goto(skin === 'mobile' ? '/mobile/showcase/table' : '/showcase/table');
      await expect.poll(() => loads.length).toBe(1);
      const polling = page.getByTestId(skin === 'mobile' ? 'table-polling' : 'table-paged-polling');
      await polling.click();
      await page.clock.fastForward(5000);
      await expect.poll(() => loads.length).toBe(2);
      await page.clock.fastForward(5000);
      await expect.poll(() => loads.length).toBe(3);
      await polling.click();
      await page.clock.fastForward(15_000);
      // a late load would have been sent by now: the answer of one is awaited over real time
      await page.waitForTimeout(500);
      expect(loads).toHaveLength(3);
    });
  });
}
