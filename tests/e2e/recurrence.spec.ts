// The recurrence editor end to end (spec 3, 5, 9; issue 8): build "last Friday of every month,
// 12 times" field by field, see the scheduling messages under their fields, read the preview list,
// the sentence and the RRULE text, in the desktop and the mobile skin.
import { RecurrenceEditorModel } from '../models/recurrence';
import { expect, mobileDevice, test } from './support';

const LAST_FRIDAYS_2030 = ['2030-01-25', '2030-02-22', '2030-03-29', '2030-04-26', '2030-05-31'];

test.describe('desktop recurrence editor', () => {
  test('builds "last Friday of every month, 12 times" and previews it', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2029-12-31T10:00:00'));
    await page.goto('/showcase/recurrence');
    const editor = new RecurrenceEditorModel(page);
    await expect(editor.sentence).toHaveText('每天 11:00');

    await editor.typeDate('startTime', '2030-01-01 09:00');
    await editor.select('frequency', '按月');
    await expect(editor.field('sort')).toBeVisible();
    await editor.choose('dayMode', '按星期');
    await expect(editor.field('monthDays')).toHaveCount(0);
    await editor.choose('weeks', '最后一个');
    await expect(editor.previewMessage).toHaveText('完善规则后可预览执行时间');
    await editor.validateButton.click();
    await expect(editor.error('days')).toHaveText('请设置定时频率');
    await editor.choose('days', '周五');
    await expect(editor.error('days')).toHaveCount(0);

    await editor.choose('overRepeat', '按次数结束');
    await expect(editor.error('overRepeatTimes')).toHaveText('请设置结束重复配置');
    await editor.fillNumber('overRepeatTimes', 12);
    await expect(editor.error('overRepeatTimes')).toHaveCount(0);

    await expect(editor.sentence).toHaveText('每月的最后一个周五 09:00，共12次');
    expect(await editor.previewTexts()).toEqual(LAST_FRIDAYS_2030.map((day) => `${day} 09:00 周五`));
    await expect(editor.ruleText).toHaveText(
      'DTSTART:20300125T090000\nRRULE:FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR;COUNT=12',
    );
    await page.screenshot({ path: test.info().outputPath('recurrence-desktop.png'), fullPage: true });

    await page.getByTestId('locale-en_US').click();
    await expect(editor.sentence).toHaveText('every month on the last Friday at 09:00, 12 times');
    await expect(editor.previewItems.first()).toContainText('2030-01-25 09:00 Fri');
    await page.screenshot({ path: test.info().outputPath('recurrence-desktop-en.png'), fullPage: true });
  });

  test('asks for the start time under its field', async ({ page }) => {
    await page.goto('/showcase/recurrence');
    const editor = new RecurrenceEditorModel(page);
    await editor.field('startTime').locator('.ant-picker-clear').click({ force: true });
    await expect(editor.error('startTime')).toHaveText('请设置开始时间');
    await expect(editor.previewMessage).toBeVisible();
  });
});

test.describe('mobile recurrence editor', () => {
  test.use(mobileDevice);

  test('builds the same rule by tapping', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2029-12-31T10:00:00'));
    await page.goto('/mobile/showcase/recurrence');
    const editor = new RecurrenceEditorModel(page);
    await expect(editor.sentence).toHaveText('每天 11:00');

    await editor.pick('frequency', '按月');
    await editor.choose('dayMode', '按星期');
    await editor.choose('weeks', '最后一个');
    await editor.choose('days', '周五');
    await editor.choose('overRepeat', '按次数结束');
    await editor.validateButton.click();
    await expect(editor.error('overRepeatTimes')).toHaveText('请设置结束重复配置');
    await editor.fillNumber('overRepeatTimes', 12);
    await expect(editor.error('overRepeatTimes')).toHaveCount(0);

    // the start is the next full hour after the page's clock: 2029-12-31 11:00
    await expect(editor.sentence).toHaveText('每月的最后一个周五 11:00，共12次');
    expect(await editor.previewTexts()).toEqual(LAST_FRIDAYS_2030.map((day) => `${day} 11:00 周五`));
    await expect(editor.ruleText).toHaveText(
      'DTSTART:20300125T110000\nRRULE:FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR;COUNT=12',
    );
    await page.screenshot({ path: test.info().outputPath('recurrence-mobile.png'), fullPage: true });
  });
});
