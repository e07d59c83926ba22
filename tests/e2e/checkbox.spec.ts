// Checkbox (spec 2.3 mobile widget, spec 9 grid of 4): ticks are reported in option order, the cap
// disables the other boxes, a required group says so once emptied, read-only shows the labels.
import { CheckboxModel } from '../models/checkbox';
import { expect, mobileDevice, test } from './support';

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} checkbox`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('ticks up to the cap and reads the value', async ({ page }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/checkbox' : '/showcase/checkbox');
      const topics = new CheckboxModel(page, 'checkbox-topics');
      const value = page.getByTestId('checkbox-topics-value');
      await expect(value).toHaveText('当前值：sales');
      await topics.tick('信息技术');
      await topics.tick('人事');
      await expect(value).toHaveText('当前值：sales, hr, it');
      await expect(topics.root).toHaveAttribute('data-value', 'sales,hr,it');
      await expect(topics.count).toHaveText('已选 3/3');
      await expect(topics.input('财务')).toBeDisabled();
      await expect(topics.input('法务（暂不开放）')).toBeDisabled();
      await topics.tick('销售');
      await expect(value).toHaveText('当前值：hr, it');
      await expect(topics.input('财务')).toBeEnabled();
      await topics.tick('人事');
      await topics.tick('信息技术');
      await expect(value).toHaveText('当前值：（无）');
      await expect(topics.error).toHaveText('请选择关注领域');
      await page.screenshot({ path: `/tmp/suite-ui-e2e/h24-input/checkbox-${skin}.png`, fullPage: true });
    });

    test('lays the weekdays in rows of four and shows read-only labels', async ({ page }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/checkbox' : '/showcase/checkbox');
      const days = new CheckboxModel(page, 'checkbox-days');
      const top = async (label: string) => (await days.box(label).boundingBox())?.y ?? -1;
      expect(await top('周一')).toBe(await top('周四'));
      expect(await top('周五')).toBeGreaterThan(await top('周四'));
      await days.tick('周五');
      await expect(days.root).toHaveAttribute('data-value', 'mon,fri');
      // keyboard: Tab reaches the native box, Space ticks it
      await days.input('周六').focus();
      await expect(days.input('周六')).toBeFocused();
      await page.keyboard.press('Space');
      await expect(days.root).toHaveAttribute('data-value', 'mon,fri,sat');
      await expect(days.root.getByRole('checkbox', { name: '周六' })).toBeChecked();
      await expect(new CheckboxModel(page, 'checkbox-read').text).toHaveText('销售、人事');
      await expect(new CheckboxModel(page, 'checkbox-disabled').input('邮件')).toBeDisabled();
    });
  });
}
