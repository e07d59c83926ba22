// The table's everyday ergonomics (issue 38): columns pinned from the column settings stick at
// their side of the windowed body and are saved like widths and order; the toolbar's density,
// full screen and reload.
import { TableModel } from '../models/table';
import { expect, mobileDevice, test } from './support';

test.describe('desktop table pins', () => {
  test('a column pinned left stays in place while the rows scroll sideways, and is saved', async ({
    page,
  }) => {
    const table = new TableModel(page, 'table-paged');
    await page.goto('/showcase/table');
    await expect(table.rows.first()).toBeVisible();
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
    await expect(table.rows.first()).toBeVisible();
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
    await expect(table.rows.first()).toBeVisible();
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
