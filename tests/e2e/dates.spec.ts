// Dates end to end (spec 3, 4, 5, 9): the lunar month view shows festivals and solar terms of a
// known month in both skins at UTC+8, presets and limits behave, and screenshots are kept to look at.
import { DatesShowcaseModel } from '../models/dates';
import { expect, mobileDevice, test } from './support';

// February 2024 as a Sunday-first month view (28 Jan .. 9 Mar), checked against published calendars
const FEBRUARY_2024 = {
  '2024-02-02': 'festival:北小年',
  '2024-02-03': 'festival:南小年',
  '2024-02-04': 'solarTerm:立春',
  '2024-02-09': 'festival:除夕',
  '2024-02-10': 'festival:春节',
  '2024-02-14': 'festival:情人节',
  '2024-02-19': 'solarTerm:雨水',
  '2024-02-24': 'festival:元宵节',
  '2024-03-05': 'solarTerm:惊蛰',
  '2024-03-08': 'festival:妇女节',
};

// spec 9: lunar dates show for zh locales at UTC+8 only; a fixed clock makes presets and today known
test.use({ timezoneId: 'Asia/Shanghai', locale: 'zh-CN' });
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2024-05-15T10:00:00+08:00'));
});

test.describe('desktop dates', () => {
  test('the lunar month view shows the festivals and solar terms of February 2024', async ({ page }) => {
    await page.goto('/showcase/dates?day=2024-02-10');
    const { lunar } = new DatesShowcaseModel(page);
    await expect(lunar.title).toHaveText('2024年2月');
    await expect(lunar.yearTitle).toHaveText('甲辰年（龙年）');
    await expect(lunar.root.getByRole('gridcell')).toHaveCount(42);
    expect(await lunar.festivalAndTermCells()).toEqual(FEBRUARY_2024);
    await expect(lunar.cell('2024-02-11').getByTestId('lunar-cell-text')).toHaveText('初二');
    await expect(lunar.root.getByRole('gridcell', { selected: true })).toHaveCount(1);
    await expect(lunar.cell('2024-02-10')).toHaveClass(/is-selected/);
    await expect(lunar.detail).toHaveText('2024-02-10 农历正月初一 · 春节');
    await lunar.root.scrollIntoViewIfNeeded();
    await lunar.root.screenshot({ path: test.info().outputPath('dates-desktop-lunar.png') });

    await lunar.cell('2024-02-14').click();
    await expect(lunar.detail).toHaveText('2024-02-14 农历正月初五 · 情人节');
    await page.keyboard.press('ArrowRight');
    await expect(lunar.detail).toHaveText('2024-02-15 农历正月初六');
    await expect(lunar.cell('2024-02-15')).toBeFocused();
  });

  test('switching to English hides lunar dates (zh locales only)', async ({ page }) => {
    await page.goto('/showcase/dates?day=2024-02-10');
    const { lunar } = new DatesShowcaseModel(page);
    await expect(lunar.lunarTexts()).toHaveCount(42);
    await page.getByTestId('locale-en_US').click();
    await expect(lunar.title).toHaveText('February 2024');
    await expect(lunar.lunarTexts()).toHaveCount(0);
    await page.getByTestId('locale-zh_CN').click();
    await expect(lunar.lunarTexts()).toHaveCount(42);
  });

  test('the time-zone switch shows the UTC+8 rule, keeping the chosen day', async ({ page }) => {
    await page.goto('/showcase/dates?day=2024-02-10');
    const { lunar } = new DatesShowcaseModel(page);
    await expect(page.getByTestId('lunar-rule')).toContainText('UTC+8');
    await expect(lunar.lunarTexts()).toHaveCount(42);
    await page.getByTestId('lunar-zone').getByText('UTC', { exact: true }).click();
    await expect(lunar.title).toHaveText('2024年2月');
    await expect(lunar.lunarTexts()).toHaveCount(0);
    await page.getByTestId('lunar-zone').getByText('UTC+8（中国）').click();
    await expect(lunar.lunarTexts()).toHaveCount(42);
  });

  test('range presets fill the range with a Monday week; limits refuse with the info message', async ({
    page,
  }) => {
    await page.goto('/showcase/dates');
    const showcase = new DatesShowcaseModel(page);
    await showcase.choosePreset(0, 'thisWeek');
    await expect(showcase.value('range')).toHaveText('值：2024-05-13 ~ 2024-05-19 (本周)');
    await expect(showcase.rangePicker(0).getByTestId('range-preset-name')).toHaveText('本周');

    await showcase.choosePreset(1, 'today');
    await expect(showcase.value('rangeTime')).toHaveText(
      '值：2024-05-15 08:00:00 ~ 2024-05-15 18:00:00 (今天)',
    );

    // the limits demo allows the current month only (May 2024 on the fixed clock)
    await showcase.choosePreset(2, 'nextMonth');
    await expect(page.locator('.ant-message')).toContainText(
      '超出可选范围，请重新选择！可选范围：2024-05-01~2024-05-31',
    );
    await expect(showcase.value('limitedRange')).toHaveText('值：（空）');
    await expect(page.getByTestId('date-limits-error')).toHaveText('最大日期和最小日期数据有误');

    await showcase.rangePicker(0).locator('.ant-picker input').first().click();
    const presets = showcase.openPanel().getByTestId('range-presets');
    await expect(presets.getByRole('button')).toHaveCount(17);
    await expect(presets.getByTestId('range-preset-thisWeek')).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(400); // let the panel's opening animation end before the screenshot
    await page.screenshot({ path: test.info().outputPath('dates-desktop-range.png') });
  });

  test('pickers start weeks on Monday and show quarters as YYYY-Qn', async ({ page }) => {
    await page.goto('/showcase/dates');
    const showcase = new DatesShowcaseModel(page);
    await page.getByTestId('date-picker').first().locator('input').click();
    await expect(page.locator('.ant-picker-dropdown .ant-picker-content thead th').first()).toHaveText('一');
    // the panel may still slide or flip into place: click once it has settled
    await expect(page.locator('.ant-picker-dropdown:visible')).not.toHaveClass(/-(enter|appear)\b/);
    await page.locator('.ant-picker-dropdown td[title="2024-05-20"]').click();
    await expect(showcase.value('date')).toHaveText('值：2024-05-20');

    await page.locator('[data-type="quarter"] input').click();
    await page.locator('.ant-picker-dropdown:visible .ant-picker-quarter-panel td').nth(2).click();
    await expect(showcase.value('quarter')).toHaveText('值：2024-Q3');
    await page.getByTestId('half-year-picker').getByText('下半年').click();
    await expect(showcase.value('halfYear')).toHaveText('值：2024-H2');
    await page.screenshot({ path: test.info().outputPath('dates-desktop-page.png'), fullPage: true });
  });
});

test.describe('mobile dates', () => {
  test.use(mobileDevice);

  test('the lunar month view shows the festivals and solar terms of February 2024', async ({ page }) => {
    await page.goto('/mobile/showcase/dates?day=2024-02-10');
    const { lunar } = new DatesShowcaseModel(page);
    await expect(lunar.title).toHaveText('2024年2月');
    expect(await lunar.festivalAndTermCells()).toEqual(FEBRUARY_2024);
    await lunar.root.screenshot({ path: test.info().outputPath('dates-mobile-lunar.png') });
    await lunar.cell('2024-02-24').tap();
    await expect(lunar.detail).toHaveText('2024-02-24 农历正月十五 · 元宵节');
    await page.getByTestId('lunar-next-month').tap();
    await expect(lunar.title).toHaveText('2024年3月');
  });

  test('wheels are 252 px high with 36 px items and store HH:mm:ss', async ({ page }) => {
    await page.goto('/mobile/showcase/dates');
    const showcase = new DatesShowcaseModel(page);
    await page.getByTestId('date-picker').nth(1).getByTestId('picker-field').tap();
    const wheel = page.locator('.adm-picker-view:visible');
    await expect(wheel).toBeVisible();
    // layout sizes (offsetHeight), not the popup's sliding transform
    expect(await wheel.evaluate((el) => (el as HTMLElement).offsetHeight)).toBe(252);
    const item = wheel.locator('.adm-picker-view-column-item').first();
    expect(await item.evaluate((el) => (el as HTMLElement).offsetHeight)).toBe(36);
    await page.screenshot({ path: test.info().outputPath('dates-mobile-wheel.png') });
    await page.locator('.adm-picker:visible').getByText('确定').tap();
    await expect(showcase.value('datetime')).toHaveText('值：2024-05-15 08:00:00');
  });

  test('range preset chips and a calendar whose weeks start on Monday', async ({ page }) => {
    await page.goto('/mobile/showcase/dates');
    const showcase = new DatesShowcaseModel(page);
    const range = showcase.rangePicker(0);
    await range.getByText('本周', { exact: true }).tap();
    await expect(showcase.value('range')).toHaveText('值：2024-05-13 ~ 2024-05-19 (本周)');
    await page.screenshot({ path: test.info().outputPath('dates-mobile-page.png'), fullPage: true });
    await range.getByTestId('picker-field').tap();
    await expect(page.locator('.adm-calendar-picker-view-mark-cell').first()).toHaveText('一');
    await page.screenshot({ path: test.info().outputPath('dates-mobile-range.png') });
  });
});

// A reader outside UTC+8 (issue 41): the lunar example still opens with lunar dates, both pages say
// why this computer's own zone hides them, and the switch shows it.
for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} dates outside UTC+8`, () => {
    test.use({
      timezoneId: 'America/New_York',
      ...(skin === 'mobile' ? mobileDevice : {}),
    });

    test('opens in China time, explains the computer zone and switches to it', async ({ page }) => {
      await page.goto(`${skin === 'mobile' ? '/mobile' : ''}/showcase/dates?day=2024-02-10`);
      const { lunar } = new DatesShowcaseModel(page);
      await expect(lunar.lunarTexts()).toHaveCount(42);
      // 2024-05-15 in New York is daylight time
      await expect(page.getByTestId('lunar-host-zone')).toContainText('UTC−04:00');
      await expect(page.getByTestId('lunar-host-zone')).toContainText('不显示农历');
      await page.getByTestId('lunar-zone').getByText('本机时区', { exact: true }).click();
      await expect(lunar.title).toHaveText('2024年2月');
      await expect(lunar.lunarTexts()).toHaveCount(0);
      await page.getByTestId('lunar-zone').getByText('UTC+8（中国）').click();
      await expect(lunar.lunarTexts()).toHaveCount(42);
    });
  });
}
