// The table's everyday ergonomics (issue 38): columns pinned from the column settings stick at
// their side of the windowed body and are saved like widths and order; the toolbar's density,
// full screen and reload; the selection bar with the host's batch actions, its count spanning pages.
import { TableModel } from '../models/table';
import { expect, mobileDevice, test } from './support';

test.describe('desktop table pins', () => {
  test('a column pinned left stays in place while the rows scroll sideways, and is saved', async ({
    page,
  }) => {
    const table = new TableModel(page, 'table-paged');
    await page.goto('/showcase/table');
    await table.shown();
    await table.root.getByTestId('table-paged-settings').click();
    await expect(table.panel).toBeVisible();
    await table.pin('title', 'left');
    await expect(table.setting('title').getByTestId('table-paged-setting-pin-left')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.screenshot({ path: test.info().outputPath('table-desktop-pin-panel.png') });
    // saved with the layout (the reload that reads it back is the mobile test's)
    const saved = page.waitForRequest((request) => request.url().includes('/common/table/colSet/add'));
    await table.save();
    expect(JSON.stringify((await saved).postDataJSON())).toContain('"fixed":"left"');
    await expect.poll(async () => (await table.headers())[0]).toBe('title');
    const title = table.root.locator('.ant-table-thead th[data-column="title"]');
    const cell = table.rows.first().locator('td').nth(1);
    const before = await title.boundingBox();
    await table.scroller.evaluate((element) => element.scrollTo({ left: 400 }));
    await expect.poll(() => table.scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    // sticky header and body cells, the edge shadow drawn while scrolled
    expect((await title.boundingBox())?.x).toBeCloseTo(before?.x ?? 0, 0);
    await expect(cell).toHaveClass(/ant-table-cell-fix-start/);
    const shadow = await title.evaluate((element) => getComputedStyle(element, '::after').boxShadow);
    expect(shadow).not.toBe('none');
    await page.screenshot({ path: test.info().outputPath('table-desktop-pinned.png') });
    expect(table.problems).toEqual([]);
  });
});

test.describe('desktop table toolbar', () => {
  test('density, full screen and reload from the toolbar', async ({ page }) => {
    const table = new TableModel(page);
    await page.goto('/showcase/table');
    await table.shown();
    const grid = table.root.locator('.ant-table').first();
    await expect(grid).toHaveClass(/ant-table-medium/);
    const middle = (await table.rows.first().boundingBox())?.height ?? 0;
    await table.root.getByTestId('table-density-compact').click();
    await expect(grid).toHaveClass(/ant-table-small/);
    await expect.poll(async () => (await table.rows.first().boundingBox())?.height ?? 0).toBeLessThan(middle);
    // reload asks for the same page again
    const reloaded = page.waitForRequest((request) => request.url().includes('/common/table/data'));
    await table.root.getByTestId('table-reload').click();
    await reloaded;
    await table.shown();
    // full screen: the table covers the window; Escape gives the page back
    await table.root.getByTestId('table-fullscreen').click();
    await expect(table.root).toHaveAttribute('data-fullscreen', 'true');
    const viewport = page.viewportSize();
    await expect
      .poll(async () => (await table.root.boundingBox())?.height ?? 0)
      .toBeGreaterThanOrEqual((viewport?.height ?? 0) - 1);
    await page.screenshot({ path: test.info().outputPath('table-desktop-fullscreen.png') });
    await page.keyboard.press('Escape');
    await expect(table.root).not.toHaveAttribute('data-fullscreen');
    expect(table.problems).toEqual([]);
  });
});

test.describe('desktop selection bar', () => {
  test('counts the rows checked on several pages and runs a batch action on them all', async ({ page }) => {
    const table = new TableModel(page, 'table-paged');
    await page.goto('/showcase/table');
    await table.shown();
    const box = (key: string) =>
      table.root.locator(`.ant-table-row[data-row-key="${key}"] input[type="checkbox"]`);
    const bar = table.root.getByTestId('table-paged-selection');
    await expect(bar).toBeHidden();
    await box('2').check();
    await box('4').check();
    await expect(bar).toContainText(/已选 2 项|2 selected/);
    // page 2: the checks of page 1 stay in the count
    await table.root.locator('.ant-pagination-item-2').click();
    await expect(table.rows.first()).toHaveAttribute('data-row-key', '21');
    await box('22').check();
    await expect(bar).toContainText(/已选 3 项|3 selected/);
    await page.screenshot({ path: test.info().outputPath('table-desktop-selection.png') });
    await bar.getByTestId('table-paged-batch-delete').click();
    await expect(page.getByTestId('table-operated')).toContainText('2, 4, 22');
    await bar.getByTestId('table-paged-selection-clear').click();
    await expect(bar).toBeHidden();
    await expect(box('22')).not.toBeChecked();
    expect(table.problems).toEqual([]);
  });
});

test.describe('mobile table pins', () => {
  test.use(mobileDevice);

  test('a column pinned left heads every card, and is kept', async ({ page }) => {
    const table = new TableModel(page);
    await page.goto('/mobile/showcase/table');
    await expect(table.cards.first()).toBeVisible();
    await table.openSettings();
    await table.pin('owner', 'left');
    await table.save();
    await expect.poll(async () => (await table.cardColumns())[0]).toBe('owner');
    await page.screenshot({ path: test.info().outputPath('table-mobile-pinned.png') });
    await page.reload();
    await expect(table.cards.first()).toBeVisible();
    await expect.poll(async () => (await table.cardColumns())[0]).toBe('owner');
    expect(table.problems).toEqual([]);
  });
});

test.describe('mobile table toolbar', () => {
  test.use(mobileDevice);

  test('a compact density, full screen and reload', async ({ page }) => {
    const table = new TableModel(page);
    await page.goto('/mobile/showcase/table');
    await expect(table.cards.first()).toBeVisible();
    const before = (await table.cards.first().boundingBox())?.height ?? 0;
    await table.root.getByTestId('table-density').click();
    await page.locator('[data-density="compact"]').click();
    await expect(table.root).toHaveAttribute('data-density', 'compact');
    await expect
      .poll(async () => (await table.cards.first().boundingBox())?.height ?? 0)
      .toBeLessThan(before);
    await table.root.getByTestId('table-fullscreen').click();
    await expect(table.root).toHaveAttribute('data-fullscreen', 'true');
    await expect.poll(async () => (await table.root.boundingBox())?.y ?? -1).toBe(0);
    const reloaded = page.waitForRequest((request) => request.url().includes('/common/table/data'));
    await table.root.getByTestId('table-reload').click();
    await reloaded;
    await expect(table.cards.first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('table-mobile-fullscreen.png') });
    await table.root.getByTestId('table-fullscreen').click();
    await expect(table.root).not.toHaveAttribute('data-fullscreen');
    expect(table.problems).toEqual([]);
  });
});

test.describe('mobile selection bar', () => {
  test.use(mobileDevice);

  test('checked cards show a bottom bar with the batch actions', async ({ page }) => {
    const table = new TableModel(page);
    await page.goto('/mobile/showcase/table');
    await expect(table.cards.first()).toBeVisible();
    const bar = table.root.getByTestId('table-selection');
    await expect(bar).toBeHidden();
    await table.cards.nth(0).getByTestId('table-card-check').click();
    await table.cards.nth(1).getByTestId('table-card-check').click();
    await expect(bar).toContainText(/已选 2 项|2 selected/);
    await expect(bar).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('table-mobile-selection.png') });
    await bar.getByTestId('table-batch-archive').click();
    await expect(page.getByTestId('table-operated')).toContainText('1, 2');
    await bar.getByTestId('table-selection-clear').click();
    await expect(bar).toBeHidden();
    expect(table.problems).toEqual([]);
  });
});

// Cells by value type (issue 38): row 1 of the fake backend is in review, ¥8,392.42, 3 %, 2025-10-29.
test.describe('table cells by value type', () => {
  test('desktop: an enum badge, money, percent and a date as core formats them', async ({ page }) => {
    const table = new TableModel(page, 'table-paged');
    await page.goto('/showcase/table');
    const row = table.rows.first();
    await expect(row).toBeVisible();
    await expect(row.locator('.ant-badge-status-warning')).toBeVisible();
    await expect(row).toContainText('审核中');
    await expect(row).toContainText('¥8,392.42');
    await expect(row).toContainText('3%');
    await expect(row).toContainText('2025-10-29');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(row).toContainText('In review');
    await expect(row).toContainText('Oct 29, 2025');
    expect(table.problems).toEqual([]);
  });

  test.describe('mobile', () => {
    test.use(mobileDevice);

    test('a card shows the enum as a coloured tag and the formatted values', async ({ page }) => {
      const table = new TableModel(page);
      await page.goto('/mobile/showcase/table');
      const card = table.cards.first();
      await expect(card).toBeVisible();
      await expect(card.locator('[data-status="warning"]')).toHaveText('审核中');
      await expect(card).toContainText('¥8,392.42');
      await expect(card).toContainText('3%');
      await expect(card).toContainText('2025-10-29');
      expect(table.problems).toEqual([]);
    });
  });
});
