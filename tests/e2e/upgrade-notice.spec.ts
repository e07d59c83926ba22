// The upgrade notice end to end (spec 4, 5, 7, 8, 9): a simulated deploy in the fake backend raises
// the dialog; each choice has its effect (reload, snooze in local storage, never-again saved).
import { UpgradeNoticeModel } from '../models/upgrade-notice';
import { expect, mobileDevice, test } from './support';

const HOUR = 3_600_000;
// the demo shortens the desktop interval through the address; the library keeps 900 000 ms
const DESKTOP_PAGE = '/showcase/upgrade-notice?upgradeCheckMs=1000';
const MOBILE_PAGE = '/mobile/showcase/upgrade-notice';

/** Waits long enough for several desktop checks to have happened (or not). */
const severalIntervals = (notice: UpgradeNoticeModel) => notice.page.waitForTimeout(3_500);

test.describe('desktop upgrade notice', () => {
  test('a deploy raises the notice; refresh now reloads the page', async ({ page }) => {
    const notice = new UpgradeNoticeModel(page);
    await notice.open(DESKTOP_PAGE);
    expect(new URL(notice.manifestRequests[0]!.url()).searchParams.get('t')).toMatch(/^\d{13}$/);
    await expect(notice.dialog).toHaveCount(0);

    await notice.deploy('workflow');
    await expect(notice.dialog).toBeVisible();
    await expect(notice.dialog).toContainText('系统升级提醒');
    await expect(notice.content).toHaveText(
      '检测到系统已升级，当前页面的功能可能出现异常，请刷新页面后再使用。',
    );
    await expect(notice.content).toHaveAttribute('data-modules', 'workflow');
    await expect(notice.hint).toContainText('个人设置 → 偏好设置');
    await expect(notice.refreshNow).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('upgrade-notice-desktop.png') });

    // each check asks for a fresh copy: the timestamps differ
    const stamps = notice.manifestRequests.map((r) => new URL(r.url()).searchParams.get('t'));
    expect(new Set(stamps).size).toBe(stamps.length);

    await notice.expectReloadBy(() => notice.refreshNow.click());
    await notice.nextCheck();
    await expect(notice.dialog).toHaveCount(0);
  });

  test("don't refresh for now keeps the page quiet for 3 hours", async ({ page }) => {
    const notice = new UpgradeNoticeModel(page);
    await notice.open(DESKTOP_PAGE);
    await notice.deploy();
    await expect(notice.dialog).toBeVisible();
    await expect(notice.notNow).toHaveAttribute('title', '3 小时内不再提醒');

    const chosenAt = Date.now();
    await notice.notNow.click();
    await expect(notice.dialog).toBeHidden();
    const until = await notice.snoozeUntil();
    expect(until).not.toBeNull();
    expect(until! - chosenAt).toBeGreaterThan(3 * HOUR - 60_000);
    expect(until! - chosenAt).toBeLessThan(3 * HOUR + 60_000);
    await expect(page.getByTestId('demo-snooze')).not.toHaveText('未设置');
    await page.screenshot({ path: test.info().outputPath('upgrade-notice-showcase-desktop.png') });

    const checksBefore = notice.manifestRequests.length;
    await notice.deploy('calendar');
    await severalIntervals(notice);
    expect(notice.manifestRequests.length).toBe(checksBefore);
    await expect(notice.dialog).toHaveCount(0);
  });

  test('closing dismisses the notice until the next deploy', async ({ page }) => {
    const notice = new UpgradeNoticeModel(page);
    await notice.open(DESKTOP_PAGE);
    await notice.deploy('workflow');
    await expect(notice.dialog).toBeVisible();
    await notice.close();
    await expect(notice.dialog).toBeHidden();
    expect(await notice.snoozeUntil()).toBeNull();

    const checksBefore = notice.manifestRequests.length;
    await severalIntervals(notice);
    expect(notice.manifestRequests.length).toBeGreaterThan(checksBefore);
    await expect(notice.dialog).toHaveCount(0);

    await notice.deploy('calendar');
    await expect(notice.dialog).toBeVisible();
    await expect(notice.content).toHaveAttribute('data-modules', 'calendar');
    await page.keyboard.press('Escape');
    await expect(notice.dialog).toBeHidden();
  });

  test('no more reminders stores the flag and saves common.refreshNotice = false', async ({ page }) => {
    const notice = new UpgradeNoticeModel(page);
    await notice.open(DESKTOP_PAGE);
    await notice.deploy();
    await expect(notice.dialog).toBeVisible();

    const saved = page.waitForResponse((r) =>
      r.url().endsWith('/api/component/base/syncSetting/savePersonalSetting'),
    );
    await notice.neverRemind.click();
    const response = await saved;
    expect(response.request().postDataJSON()).toEqual({
      data: [{ configKey: 'common.refreshNotice', configValue: false }],
    });
    expect(await response.json()).toMatchObject({ status: true });
    await expect(notice.dialog).toBeHidden();
    expect(await notice.neverFlag()).toBe('1');
    expect(await notice.savedSettings()).toEqual({ 'common.refreshNotice': false });

    const checksBefore = notice.manifestRequests.length;
    await notice.deploy('calendar');
    await severalIntervals(notice);
    expect(notice.manifestRequests.length).toBe(checksBefore);

    // a new session without the local flag: the saved personal setting keeps the notice off
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await expect(page.getByTestId('showcase-upgrade-notice')).toBeVisible();
    await severalIntervals(notice);
    expect(notice.manifestRequests.length).toBe(checksBefore);
  });

  test('a failed manifest fetch silently stops the checks', async ({ page, backend }) => {
    await backend.fault({ path: '/build/htmlversion.json', fault: '500', times: 1 });
    const notice = new UpgradeNoticeModel(page);
    await notice.open(DESKTOP_PAGE);
    await notice.deploy();
    await severalIntervals(notice);
    expect(notice.manifestRequests).toHaveLength(1);
    await expect(notice.dialog).toHaveCount(0);
    await expect(page.getByTestId('showcase-upgrade-notice')).toBeVisible();
  });

  test('a page inside a frame does not check', async ({ page }) => {
    const notice = new UpgradeNoticeModel(page);
    await notice.open('/showcase/rate');
    const framedChecks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/build/htmlversion.json') && r.frame() !== page.mainFrame())
        framedChecks.push(r.url());
    });
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = '/showcase/rate?upgradeCheckMs=300';
      frame.title = 'framed demo';
      frame.dataset.testid = 'framed';
      document.body.append(frame);
    });
    await expect(page.frameLocator('[data-testid="framed"]').getByTestId('rate').first()).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(framedChecks).toEqual([]);
  });

  test('the dialog follows the language switch', async ({ page }) => {
    const notice = new UpgradeNoticeModel(page);
    await notice.open(DESKTOP_PAGE);
    await page.getByTestId('locale-en_US').click();
    await notice.deploy();
    await expect(notice.dialog).toBeVisible();
    await expect(notice.dialog).toContainText('System upgrade');
    await expect(notice.refreshNow).toHaveText('Refresh now');
    await expect(notice.notNow).toHaveText("Don't refresh for now");
    await expect(notice.neverRemind).toHaveText('No more reminders');
    await page.screenshot({ path: test.info().outputPath('upgrade-notice-desktop-en.png') });
  });
});

test.describe('mobile upgrade notice', () => {
  test.use(mobileDevice);

  test('checks on load and on return to the page; not now keeps it quiet for 24 hours', async ({ page }) => {
    const notice = new UpgradeNoticeModel(page);
    await notice.open(MOBILE_PAGE);
    await notice.deploy('workflow');
    await page.waitForTimeout(1_000);
    expect(notice.manifestRequests).toHaveLength(1);

    const check = notice.nextCheck();
    await notice.leaveAndComeBack();
    await check;
    await expect(notice.dialog).toBeVisible();
    await expect(notice.content).toHaveAttribute('data-modules', 'workflow');
    await expect(notice.neverRemind).toHaveCount(0);
    await expect(notice.refreshNow).toHaveText('立即刷新');
    await page.screenshot({ path: test.info().outputPath('upgrade-notice-mobile.png') });

    const chosenAt = Date.now();
    await notice.notNow.tap();
    await expect(notice.dialog).toBeHidden();
    const until = await notice.snoozeUntil();
    expect(until! - chosenAt).toBeGreaterThan(24 * HOUR - 60_000);
    expect(until! - chosenAt).toBeLessThan(24 * HOUR + 60_000);
    await expect(page.getByTestId('demo-snooze')).not.toHaveText('未设置');
    await page.screenshot({ path: test.info().outputPath('upgrade-notice-showcase-mobile.png') });

    const checksBefore = notice.manifestRequests.length;
    await notice.deploy('calendar');
    await notice.leaveAndComeBack();
    await page.waitForTimeout(1_000);
    expect(notice.manifestRequests.length).toBe(checksBefore);
    await expect(notice.dialog).toHaveCount(0);
  });

  test('refresh now reloads the page', async ({ page }) => {
    const notice = new UpgradeNoticeModel(page);
    await notice.open(MOBILE_PAGE);
    await notice.deploy();
    await notice.leaveAndComeBack();
    await expect(notice.dialog).toBeVisible();
    await notice.expectReloadBy(() => notice.refreshNow.tap());
    await expect(page.getByTestId('showcase-upgrade-notice')).toBeVisible();
    await expect(notice.dialog).toHaveCount(0);
  });
});
