// Quick menu (spec 2.3, 9): a round floating button opens actions in the suite colours.
import { QuickMenuModel } from '../models/quick-menu';
import { expect, mobileDevice, test } from './support';

test.describe('mobile quick menu', () => {
  test.use(mobileDevice);

  test('the round button opens a menu; the arrows move, Escape closes, a choice is made', async ({
    page,
  }) => {
    const menu = new QuickMenuModel(page);
    await page.goto('/mobile/showcase/quick-menu');
    const bubble = page.locator('.adm-floating-bubble-button');
    await expect(bubble).toHaveCSS('border-radius', '50%');
    await expect(bubble).toHaveCSS('background-color', 'rgb(9, 88, 217)');
    await menu.button.tap();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(menu.action('task')).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('quick-menu-mobile.png') });
    await page.keyboard.press('ArrowDown');
    await expect(menu.action('schedule')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(menu.button).toBeFocused();
    await menu.button.tap();
    await menu.action('mail').tap();
    await expect(menu.chosen).toHaveText('已选择：写邮件');
  });
});

test('desktop quick menu opens round actions', async ({ page }) => {
  const menu = new QuickMenuModel(page);
  await page.goto('/showcase/quick-menu');
  await expect(menu.button).toHaveAttribute('aria-label', '打开快捷菜单');
  await expect(menu.button).toHaveAttribute('aria-expanded', 'false');
  await menu.button.click();
  await expect(menu.button).toHaveAttribute('aria-label', '关闭快捷菜单');
  await expect(menu.button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.action('doc')).toBeVisible();
  await menu.action('doc').click();
  await expect(menu.chosen).toHaveText('已选择：新建文档');
});
