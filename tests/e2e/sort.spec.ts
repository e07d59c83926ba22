// Sort order (issue 26, spec 4): a drag or a keyboard move of one entry sends only that entry's new
// sort value (the midpoint of its new neighbours), as the fake backend records.
import { SortModel } from '../models/sort';
import { expect, mobileDevice, test } from './support';

const STAGES = ['stage-1', 'stage-2', 'stage-3', 'stage-4', 'stage-5', 'stage-6'];

test.describe('desktop sort', () => {
  test('drag-sorts a list and sends only the moved entry', async ({ page, request }) => {
    await page.goto('/showcase/sort');
    const list = new SortModel(page);
    await list.expectOrder(STAGES);
    const saved = list.nextSave();
    await list.drag('stage-6', 'stage-2');
    const body = (await saved).postDataJSON();
    // between stage-1 (65536) and stage-2 (131072)
    expect(body).toEqual({ create: [], update: [{ id: 'stage-6', sort: 98304 }], delete: [] });
    await list.expectOrder(['stage-1', 'stage-6', 'stage-2', 'stage-3', 'stage-4', 'stage-5']);
    await expect(list.sent).toContainText('"id":"stage-6","sort":98304');
    const calls = await (await request.get('/__fixtures/sort/calls')).json();
    expect(calls.data).toEqual([
      { module: 'bcw', create: [], update: [{ id: 'stage-6', sort: 98304 }], delete: [] },
    ]);
    await page.screenshot({ path: test.info().outputPath('sort-desktop.png'), fullPage: true });
  });

  test('moves an entry by keyboard and sends only it', async ({ page }) => {
    await page.goto('/showcase/sort');
    const list = new SortModel(page);
    const saved = list.nextSave();
    await list.handle('stage-1').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(list.root.getByTestId('sortable-list-status')).toContainText('3');
    await page.keyboard.press('Space');
    // between stage-3 (196608) and stage-4 (262144)
    expect((await saved).postDataJSON()).toEqual({
      create: [],
      update: [{ id: 'stage-1', sort: 229376 }],
      delete: [],
    });
    await list.expectOrder(['stage-2', 'stage-3', 'stage-1', 'stage-4', 'stage-5', 'stage-6']);
    await expect(list.handle('stage-1')).toBeFocused();
  });

  test('restores the order when the save fails', async ({ page, backend }) => {
    await backend.fault({ path: '/api/bcw/common/sort/save', fault: '500', times: 1 });
    await page.goto('/showcase/sort');
    const list = new SortModel(page);
    await list.drag('stage-6', 'stage-1');
    await expect(list.root.getByRole('alert')).toBeVisible();
    await list.expectOrder(STAGES);
  });
});

test.describe('mobile sort', () => {
  test.use(mobileDevice);

  test('drag-sorts with the handle and sends only the moved entry', async ({ page }) => {
    await page.goto('/mobile/showcase/sort');
    const list = new SortModel(page);
    await list.expectOrder(STAGES);
    const saved = list.nextSave();
    await list.drag('stage-2', 'stage-5');
    // stage-2 ends between stage-5 (327680) and stage-6 (393216)
    expect((await saved).postDataJSON()).toEqual({
      create: [],
      update: [{ id: 'stage-2', sort: 360448 }],
      delete: [],
    });
    await list.expectOrder(['stage-1', 'stage-3', 'stage-4', 'stage-5', 'stage-2', 'stage-6']);
    await page.screenshot({ path: test.info().outputPath('sort-mobile.png'), fullPage: true });
  });
});
