// The table with column settings end to end (issue 19): the layout a person saves is kept, synced
// to another person (the fake backend takes the user from x-user-id), reset; mobile cards.
import { TableModel } from '../models/table';
import { expect, mobileDevice, test } from './support';

const ALL = ['id', 'code', 'title', 'owner', 'status', 'priority', 'city', 'amount', 'progress', 'created'];

test.describe('desktop table', () => {
  test('hide, reorder and resize columns; the layout is kept, synced to a person, and reset', async ({
    page,
  }) => {
    // the longest walk of the suite (hide, reorder, resize, sync, reload, reset) on the heaviest page
    test.slow();
    const table = new TableModel(page);
    // a sync is a module admin's (issue 35 item 8)
    await table.actAs('admin', test.info().parallelIndex);
    await page.goto('/showcase/table');
    await table.shown();
    await expect(table.root.getByTestId('table-total')).toContainText('10000');
    // 10 000 rows, a virtual body: at most 60 rows in the DOM
    expect(await table.rows.count()).toBeLessThanOrEqual(60);
    expect(await table.headers()).toEqual(ALL);

    await table.openSettings();
    await table.toggle('owner');
    await table.drag('city', 'code');
    await table.save();
    const layout = ['id', 'city', 'code', 'title', 'status', 'priority', 'amount', 'progress', 'created'];
    await expect.poll(() => table.headers()).toEqual(layout);

    await expect(table.resizeHandle('title')).toHaveAttribute('aria-valuenow', '180');
    const header = table.root.locator('.ant-table-thead th[data-column="title"]');
    const before = (await header.boundingBox())?.width ?? 0;
    // live: the width follows the pointer while the button is still down, and nothing is saved yet
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/common/table/colSet/add')) saves.push(request.url());
    });
    const grabbed = await table.grabEdge('title');
    await table.dragBy(grabbed, 60);
    await expect(table.resizeHandle('title')).toHaveAttribute('aria-valuenow', '240');
    await expect
      .poll(async () => Math.round((await header.boundingBox())?.width ?? 0))
      .toBe(Math.round(before + 60));
    await table.dragBy(grabbed, 100);
    await expect(table.resizeHandle('title')).toHaveAttribute('aria-valuenow', '280');
    await page.screenshot({ path: test.info().outputPath('table-desktop-resizing.png') });
    expect(saves).toHaveLength(0);
    await page.mouse.up();
    // saved once, on release
    await expect(table.notice).toContainText(/已保存|saved/);
    await expect.poll(() => saves.length).toBe(1);
    await expect(table.resizeHandle('title')).toHaveAttribute('aria-valuenow', '280');
    await page.screenshot({ path: test.info().outputPath('table-desktop.png') });

    // a reload keeps all three changes
    await page.reload();
    await table.shown();
    await expect.poll(() => table.headers()).toEqual(layout);
    await expect(table.resizeHandle('title')).toHaveAttribute('aria-valuenow', '280');

    // sync to 吴超 (u2) AND the department 市场部 (d4) at once, with the column widths
    await table.root.getByTestId('table-sync').click();
    const dialog = page.getByTestId('table-sync-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('table-sync-help')).toBeVisible();
    await dialog.getByRole('button', { name: /OK|确定|确 定/ }).click();
    await expect(dialog.locator('.ant-form-item-explain-error')).toBeVisible();
    await table.pickScope('E1002', 'u2');
    await dialog.getByTestId('types-browser-type').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^(部门|Departments)$/ })
      .click();
    // the picker opens for the type the select shows: wait until it shows departments
    await expect(dialog.getByTestId('types-browser-type')).toContainText(/部门|Departments/);
    await table.pickScope('市场部', 'd4');
    const summary = dialog.getByTestId('table-scope-summary');
    await expect(summary.getByRole('listitem')).toHaveCount(2);
    await expect(summary).toContainText('吴超');
    await expect(summary).toContainText('市场部');
    await page.screenshot({ path: test.info().outputPath('table-desktop-sync.png') });
    await page.getByTestId('table-sync-width').click();
    await dialog.getByRole('button', { name: /OK|确定|确 定/ }).click();
    await expect(dialog).toBeHidden();
    // u2 and the people of 市场部: more than one person
    await expect(table.notice).toContainText(/\d/);
    const reached = Number((await table.notice.textContent())?.match(/\d+/)?.[0]);
    expect(reached).toBeGreaterThan(1);

    // as a person of the department (黄娜伟, u4, in 市场部)
    await table.actAs('u4', test.info().parallelIndex);
    await page.reload();
    await table.shown();
    await expect.poll(() => table.headers()).toEqual(layout);
    await expect(table.resizeHandle('title')).toHaveAttribute('aria-valuenow', '280');

    // as the person picked (u2)
    await table.actAs('u2', test.info().parallelIndex);
    await page.reload();
    await table.shown();
    await expect.poll(() => table.headers()).toEqual(layout);
    await expect(table.resizeHandle('title')).toHaveAttribute('aria-valuenow', '280');

    // the log names who synced
    await table.root.getByTestId('table-log').click();
    const log = page.getByTestId('table-log-dialog');
    // the log names whom the sync reached (u2 is 吴超 in the seed), never an id
    await expect(log.locator('.ant-table-row').first()).toContainText('吴超');
    await expect(log.locator('.ant-table-row').first()).not.toContainText('user:u2');
    await page.keyboard.press('Escape');

    // reset: back to the declared columns
    await table.openSettings();
    await table.reset();
    await expect.poll(() => table.headers()).toEqual(ALL);
    await page.reload();
    await table.shown();
    await expect.poll(() => table.headers()).toEqual(ALL);
    expect(table.problems).toEqual([]);
  });

  test('the sort dialog sorts the rows through the saved sort', async ({ page }) => {
    const table = new TableModel(page);
    await page.goto('/showcase/table');
    await table.shown();
    await table.root.getByTestId('table-sort').click();
    const dialog = page.getByTestId('table-sort-dialog');
    await dialog.getByTestId('table-sort-add').click();
    await expect(dialog.getByTestId('table-sort-rule')).toHaveCount(1);
    await dialog.getByTestId('table-sort-direction').click();
    // antd's dropdown drops a click while it zooms in: wait until it has opened
    const options = page.locator('.ant-select-dropdown:visible');
    await expect(options).not.toHaveClass(/-(enter|appear)\b/);
    await options
      .locator('.ant-select-item-option')
      .filter({ hasText: /降序|Descending/ })
      .click();
    await expect(dialog.getByTestId('table-sort-direction')).toContainText(/降序|Descending/);
    await dialog.getByRole('button', { name: /Save|保存|保 存/ }).click();
    await expect(dialog).toBeHidden();
    // sorted on the first sortable column (id) descending: the first row is the last id
    await expect(table.rows.first()).toHaveAttribute('data-row-key', '9999');
  });
});

test.describe('desktop table operates', () => {
  test('each row shows the operates its permissions allow; more holds the rest', async ({ page }) => {
    const table = new TableModel(page, 'table-paged');
    await page.goto('/showcase/table');
    await table.shown();
    await expect(table.root.locator('.ant-table-thead th').last()).toHaveText(/操作|Actions/);
    // four allowed (archive is not): two links and a more menu
    const first = table.operates('1');
    await expect(first.getByTestId('table-paged-operate')).toHaveText([/查看|View/, /编辑|Edit/]);
    await first.getByTestId('table-paged-operate-more').click();
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await expect(menu.getByRole('menuitem')).toHaveCount(2);
    await expect(menu).not.toContainText(/归档|Archive/);
    await menu.getByRole('menuitem', { name: /删除|Delete/ }).click();
    await expect(page.getByTestId('table-operated')).toContainText(/删除|Delete/);
    await expect(page.getByTestId('table-operated')).toContainText('1');
    // row 10 carries its own permission: view only (a virtual body: wheel down to it)
    const tenth = table.operates('10');
    await table.rows.first().hover();
    await page.mouse.wheel(0, 300);
    await expect(tenth).toBeVisible();
    await expect(tenth.getByRole('button')).toHaveText([/查看|View/]);
    await tenth.getByRole('button').click();
    await expect(page.getByTestId('table-operated')).toContainText('10');
    await page.screenshot({ path: test.info().outputPath('table-desktop-operates.png') });
    expect(table.problems).toEqual([]);
  });
});

test.describe('mobile table', () => {
  test.use(mobileDevice);

  test('changes the visible columns of the cards and loads more near the end', async ({ page }) => {
    const table = new TableModel(page);
    await page.goto('/mobile/showcase/table');
    await expect(table.cards.first()).toBeVisible();
    expect(await table.cardColumns()).toEqual(ALL);
    await table.openSettings();
    for (const column of ['owner', 'city', 'amount', 'progress', 'created']) await table.toggle(column);
    await table.save();
    await expect.poll(() => table.cardColumns()).toEqual(['id', 'code', 'title', 'status', 'priority']);
    await page.screenshot({ path: test.info().outputPath('table-mobile.png') });
    await page.reload();
    await expect(table.cards.first()).toBeVisible();
    await expect.poll(() => table.cardColumns()).toEqual(['id', 'code', 'title', 'status', 'priority']);

    // infinite loading: scrolling to the end loads the next page of 20
    const list = table.root.getByTestId('table-list');
    await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    // (a virtual list: the first cards leave the DOM as the next ones come)
    await expect
      .poll(async () =>
        Math.max(
          ...(await table.cards.evaluateAll((cards) =>
            cards.map((card) => Number(card.getAttribute('data-key'))),
          )),
        ),
      )
      .toBeGreaterThan(20);
    expect(await table.cards.count()).toBeLessThanOrEqual(60);
    // each drawn card says its place among the loaded ones, for screen readers
    const last = table.cards.last();
    const place = Number(await last.getAttribute('aria-posinset'));
    expect(place).toBe(Number(await last.getAttribute('data-key')));
    expect(Number(await last.getAttribute('aria-setsize'))).toBeGreaterThanOrEqual(place);
    expect(table.problems).toEqual([]);
  });

  test('syncs to a person and a department, sorts, reads the log, and runs a card operate', async ({
    page,
  }) => {
    const table = new TableModel(page);
    // a sync is a module admin's (issue 35 item 8)
    await table.actAs('admin', test.info().parallelIndex);
    await page.goto('/mobile/showcase/table');
    await expect(table.cards.first()).toBeVisible();

    // sync: people and a department at once
    await table.root.getByTestId('table-sync').click();
    const sync = page.getByTestId('table-sync-dialog');
    await expect(sync).toBeVisible();
    await expect(sync.getByTestId('table-sync-help')).toBeVisible();
    await sync.getByTestId('table-sync-ok').click();
    await expect(sync.getByRole('alert')).toBeVisible();
    await table.pickScope('E1002', 'u2');
    await sync
      .getByTestId('table-scope-type')
      .getByText(/^(部门|Departments)$/)
      .click();
    await table.pickScope('市场部', 'd4');
    await expect(sync.getByTestId('table-scope-summary').getByRole('listitem')).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath('table-mobile-sync.png') });
    await sync.getByTestId('table-sync-ok').click();
    await expect(sync).toBeHidden();
    await expect(table.notice).toContainText(/\d/);

    // sort: No. descending; the first card is then 9999 (ids are text)
    await table.root.getByTestId('table-sort').click();
    const sort = page.getByTestId('table-sort-dialog');
    await expect(sort).toBeVisible();
    await sort
      .getByTestId('table-sort-add')
      .getByText(/^(序号|No\.)$/)
      .click();
    await expect(sort.getByTestId('table-sort-rule')).toHaveCount(1);
    await sort
      .getByTestId('table-sort-direction')
      .getByText(/^(降序|Descending)$/)
      .click();
    await page.screenshot({ path: test.info().outputPath('table-mobile-sort.png') });
    await sort.getByTestId('table-sort-save').click();
    await expect(sort).toBeHidden();
    await expect(table.cards.first()).toHaveAttribute('data-key', '9999');

    // the log names the sync and the sort
    await table.root.getByTestId('table-log').click();
    const log = page.getByTestId('table-log-dialog');
    await expect(log.getByTestId('table-log-entry').first()).toBeVisible();
    await expect(log.getByTestId('table-log-entry')).not.toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('table-mobile-log.png') });
    await log.getByRole('button').first().click();
    await expect(log).toBeHidden();

    // a card's operates: an action sheet with those allowed (archive is not)
    await table.cards.first().getByTestId('table-card-operates').click();
    const sheet = page.locator('.adm-action-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet.locator('[data-operate]')).toHaveCount(4);
    await expect(sheet).not.toContainText(/归档|Archive/);
    await page.screenshot({ path: test.info().outputPath('table-mobile-operates.png') });
    await sheet.locator('[data-operate="edit"]').click();
    await expect(page.getByTestId('table-operated')).toContainText('9999');
    expect(table.problems).toEqual([]);
  });
});
