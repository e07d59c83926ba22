// Swipe actions (spec 2.3): on mobile a swipe reveals a row's actions; desktop shows them as buttons.
import type { Page } from '@playwright/test';
import { SwipeActionModel } from '../models/swipe-action';
import { expect, mobileDevice, test } from './support';

const inView = async (page: Page, box: { x: number; width: number } | null) =>
  box !== null && box.x >= 0 && box.x + box.width <= page.viewportSize()!.width + 1;

test.describe('mobile swipe action', () => {
  test.use(mobileDevice);

  test('swiping left reveals read and delete; swiping right reveals pin', async ({ page }) => {
    const rows = new SwipeActionModel(page);
    await page.goto('/mobile/showcase/swipe-action');
    const del = rows.action('row2', 'delete');
    expect(await inView(page, await del.boundingBox())).toBe(false);
    await rows.swipe('row2', -200);
    await expect.poll(async () => inView(page, await del.boundingBox())).toBe(true);
    await page.screenshot({ path: test.info().outputPath('swipe-mobile.png') });
    await del.click();
    await expect(rows.chosen).toHaveText('“预算审批”：删除');

    await rows.swipe('row1', 200);
    const pin = rows.action('row1', 'pin');
    await expect.poll(async () => inView(page, await pin.boundingBox())).toBe(true);
    await pin.click();
    await expect(rows.chosen).toHaveText('“周报：第 12 周”：置顶');
  });
});

test('desktop rows show their actions as buttons', async ({ page }) => {
  const rows = new SwipeActionModel(page);
  await page.goto('/showcase/swipe-action');
  await expect(rows.row('row3').getByRole('group', { name: '“项目例会纪要”的操作' }).first()).toBeVisible();
  await rows.action('row3', 'read').click();
  await expect(rows.chosen).toHaveText('“项目例会纪要”：已读');
});
