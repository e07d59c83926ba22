// Secret levels (issue 26, spec 5, 6): the levels of the employee (second employee id header), the
// default level chosen, and the spec 5 messages for a bad validity period.
import { SecretLevelModel } from '../models/secret-level';
import { expect, mobileDevice, test } from './support';

test.describe('desktop secret level', () => {
  test('fetches the levels of the employee and shows the message of a bad period', async ({ page }) => {
    const fetched = page.waitForRequest((request) => request.url().includes('/getSecLevelOptions'));
    await page.goto('/showcase/secret-level');
    expect((await fetched).headers()['x-second-employee-id']).toBe('u2');
    const field = new SecretLevelModel(page);
    await expect(field.level).toContainText('内部');
    await field.choose('秘密');
    await field.validity.fill('365');
    await expect(field.error).toHaveText('保密期限不能为纯数字');
    await field.validity.fill('x'.repeat(51));
    await expect(field.error).toHaveText('长度不能超过 50');
    await field.validity.fill('');
    await expect(field.error).toHaveText('请输入保密期限');
    await field.validity.fill('十年');
    await expect(field.error).toHaveCount(0);
    const pattern = new SecretLevelModel(page, 'secret-level-pattern');
    await pattern.validity.fill('十年');
    await expect(pattern.error).toHaveText('保密期限格式不正确');
    await pattern.validity.fill('10年');
    await expect(pattern.error).toHaveCount(0);
    // canceled levels are never offered; the failing fetch shows nothing to pick and no message
    await expect(page.getByTestId('secret-level-failed')).toContainText('暂无可选密级');
    await expect(page.getByTestId('secret-level-failed-error')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('secret-level-desktop.png'), fullPage: true });
  });

  test("an attachment's level follows the server: format, the person's ceiling, the default", async ({
    page,
    request,
  }) => {
    await request.post('/__fixtures/secret-level/settings', { data: { pattern: '^\\d+(年|个月)$' } });
    const settings = page.waitForRequest((r) => r.url().includes('/getAttSetting'));
    await page.goto('/showcase/secret-level');
    await settings;
    const field = new SecretLevelModel(page, 'secret-level-server');
    // getAttSetting: the attachment starts at 内部; the period is required
    await expect(field.level).toContainText('内部');
    await field.validity.fill('十年');
    await expect(field.error).toHaveText('保密期限格式不正确');
    await field.validity.fill('10年');
    await expect(field.error).toHaveCount(0);
    // getResourceInfo4Component: u1's own level is 内部, so nothing above it is offered
    await field.level.click();
    const offered = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(offered).toHaveText(['公开', '内部 (默认)']);
    await page.keyboard.press('Escape');
  });
});

test.describe('mobile secret level', () => {
  test.use(mobileDevice);

  test('picks a level and shows the message of a bad period', async ({ page }) => {
    await page.goto('/mobile/showcase/secret-level');
    const field = new SecretLevelModel(page);
    await expect(field.level).not.toContainText('作废');
    await field.choose('秘密');
    await field.validity.fill('2030');
    await expect(field.error).toHaveText('保密期限不能为纯数字');
    await page.screenshot({ path: test.info().outputPath('secret-level-mobile.png'), fullPage: true });
  });

  test("an attachment's level follows the server's settings", async ({ page, request }) => {
    await request.post('/__fixtures/secret-level/settings', { data: { pattern: '^\\d+(年|个月)$' } });
    await page.goto('/mobile/showcase/secret-level');
    const field = new SecretLevelModel(page, 'secret-level-server');
    await expect(field.level).toContainText('内部');
    await expect(field.level).not.toContainText('秘密');
    await field.validity.fill('十年');
    await expect(field.error).toHaveText('保密期限格式不正确');
    await page.screenshot({ path: test.info().outputPath('secret-level-server-mobile.png'), fullPage: true });
  });
});
