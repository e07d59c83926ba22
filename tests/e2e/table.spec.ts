// The table with column settings end to end (issue 19): the layout a person saves is kept, synced
// to another person (the fake backend takes the user from x-user-id), reset; mobile cards.
import { TableModel } from '../models/table';
import { expect, mobileDevice, test } from './support';

const ALL = ['id', 'code', 'title', 'owner', 'status', 'priority', 'city', 'amount', 'progress', 'created'];

test.describe('desktop table', () => {
  test('hide, reorder and resize columns; the layout is kept, synced to a person, and reset', async ({
    page,
  }) => {
    const table = new TableModel(page);
    await page.goto('/showcase/table');
    await expect(table.rows.first()).toBeVisible();
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
    await table.resize('title', 100);
    await expect(table.resizeHandle('title')).toHaveAttribute('aria-valuenow', '280');
    await page.screenshot({ path: test.info().outputPath('table-desktop.png') });

    // the resize is saved with the layout: a reload keeps all three changes
    await table.openSettings();
    await table.save();
    await page.reload();
    await expect(table.rows.first()).toBeVisible();
    await expect.poll(() => table.headers()).toEqual(layout);
    await expect(table.resizeHandle('title')).toHaveAttribute('aria-valuenow', '280');

    // sync to 吴超 (u2) with the column widths
    await table.root.getByTestId('table-sync').click();
    const dialog = page.getByTestId('table-sync-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('table-sync-help')).toBeVisible();
    await dialog.getByRole('button', { name: /OK|确定|确 定/ }).click();
    await expect(dialog.locator('.ant-form-item-explain-error')).toBeVisible();
    await page.getByTestId('table-scope-open').click();
    const picker = page.getByTestId('browser-dialog');
    await expect(picker).toBeVisible();
    await picker
      .getByTestId('browser-search')
      .locator('input')
      .or(picker.locator('input[data-testid="browser-search"]'))
      .first()
      .fill('E1002');
    await expect(picker.getByTestId('browser-row').first()).toHaveAttribute('data-id', 'u2');
    await picker.locator('[data-testid="browser-row"][data-id="u2"]').click();
    await picker.getByTestId('browser-ok').click();
    await expect(picker).toBeHidden();
    await page.getByTestId('table-sync-width').click();
    await dialog.getByRole('button', { name: /OK|确定|确 定/ }).click();
    await expect(dialog).toBeHidden();
    await expect(table.notice).toContainText('1');

    // as that person
    await page.setExtraHTTPHeaders({
      'x-fixture-session': `worker-${test.info().parallelIndex}`,
      'x-user-id': 'u2',
    });
    await page.reload();
    await expect(table.rows.first()).toBeVisible();
    await expect.poll(() => table.headers()).toEqual(layout);
    await expect(table.resizeHandle('title')).toHaveAttribute('aria-valuenow', '280');

    // the log names who synced
    await table.root.getByTestId('table-log').click();
    const log = page.getByTestId('table-log-dialog');
    await expect(log.locator('.ant-table-row').first()).toContainText('u2');
    await page.keyboard.press('Escape');

    // reset: back to the declared columns
    await table.openSettings();
    await table.reset();
    await expect.poll(() => table.headers()).toEqual(ALL);
    await page.reload();
    await expect(table.rows.first()).toBeVisible();
    await expect.poll(() => table.headers()).toEqual(ALL);
    expect(table.problems).toEqual([]);
  });

  test('the sort dialog sorts the rows through the saved sort', async ({ page }) => {
    const table = new TableModel(page);
    await page.goto('/showcase/table');
    await expect(table.rows.first()).toBeVisible();
    await table.root.getByTestId('table-sort').click();
    const dialog = page.getByTestId('table-sort-dialog');
    await dialog.getByTestId('table-sort-add').click();
    await expect(dialog.getByTestId('table-sort-rule')).toHaveCount(1);
    await dialog.getByTestId('table-sort-direction').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /降序|Descending/ })
      .click();
    await dialog.getByRole('button', { name: /Save|保存|保 存/ }).click();
    await expect(dialog).toBeHidden();
    // sorted on the first sortable column (id) descending: the first row is the last id
    await expect(table.rows.first()).toHaveAttribute('data-row-key', '9999');
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
    expect(table.problems).toEqual([]);
  });
});
