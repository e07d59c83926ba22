// Action sheets (spec 2.3): normal, grid (rows of 4) and share (the suite's share targets).
import { ActionSheetModel } from '../models/action-sheet';
import { expect, mobileDevice, test } from './support';

const GRID = ['task', 'schedule', 'doc', 'mail', 'meeting', 'workflow'];
const SHARE = ['user', 'dept', 'subcompany', 'group', 'position', 'all', 'role', 'organization', 'external'];

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} action sheet`, () => {
    if (skin === 'mobile') test.use(mobileDevice);
    const path = skin === 'mobile' ? '/mobile/showcase/action-sheet' : '/showcase/action-sheet';

    test('opens each form; a choice closes it', async ({ page }) => {
      const sheets = new ActionSheetModel(page);
      await page.goto(path);
      await expect(sheets.chosen).toHaveText('尚未选择');

      await sheets.opener('normal').click();
      await expect(sheets.item('delete')).toBeVisible();
      await expect(sheets.item('edit')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`action-sheet-normal-${skin}.png`) });
      await sheets.item('copy').click();
      await expect(sheets.chosen).toHaveText('已选择：复制');
      await expect(sheets.item('copy')).toBeHidden();

      await sheets.opener('grid').click();
      await expect(sheets.item('workflow')).toBeVisible();
      // measured once the opening animation is over
      await expect.poll(() => sheets.rowsOf(GRID)).toBe(2);
      await sheets.item('mail').click();
      await expect(sheets.chosen).toHaveText('已选择：邮件');

      await sheets.opener('share').click();
      await expect(sheets.page.getByText('分享给', { exact: true })).toBeVisible();
      for (const key of SHARE) await expect(sheets.item(key)).toBeVisible();
      await expect.poll(() => sheets.rowsOf(SHARE)).toBe(3);
      await page.screenshot({ path: test.info().outputPath(`action-sheet-share-${skin}.png`) });
      await sheets.cancel.click();
      await expect(sheets.item('user')).toBeHidden();
      await expect(sheets.chosen).toHaveText('已选择：邮件');
    });

    test('the arrow keys, Home and End move among the actions, by rows in a grid', async ({ page }) => {
      const sheets = new ActionSheetModel(page);
      await page.goto(path);
      const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

      await sheets.opener('normal').click();
      await page.getByRole('button', { name: '编辑' }).focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(focusedText).toBe('复制');
      // the disabled 移动 is skipped
      await page.keyboard.press('ArrowDown');
      await expect.poll(focusedText).toContain('删除');
      await page.keyboard.press('Home');
      await expect.poll(focusedText).toBe('编辑');
      await page.keyboard.press('Escape');
      await expect(sheets.item('edit')).toBeHidden();

      await sheets.opener('grid').click();
      await sheets.item('task').focus();
      await page.keyboard.press('ArrowRight');
      await expect(sheets.item('schedule')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(sheets.item('workflow')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(sheets.item('workflow')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(sheets.chosen).toHaveText('已选择：流程');
    });
  });
}
