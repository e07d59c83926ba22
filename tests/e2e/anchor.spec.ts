// Anchor navigation (spec 2.3, 4, 9): the active link follows scrolling, a click scrolls to its
// section, the list searches, collapses and reorders by drag or Alt+arrows; the mobile menu panel
// leaves a 20 px mask and closes on a choice.
import { AnchorModel } from '../models/anchor';
import { expect, mobileDevice, test } from './support';

test.describe('desktop anchor navigation', () => {
  test('follows scrolling and scrolls to a clicked section', async ({ page }) => {
    const anchor = new AnchorModel(page);
    await page.goto('/showcase/anchor');
    await expect(anchor.active).toHaveText('概述');
    await anchor.scrollAreaTo('api');
    await expect(anchor.active).toHaveText('接口说明');
    await anchor.scrollAreaTo('usage');
    await expect(anchor.active).toHaveText('使用方法');

    await anchor.link('faq').click();
    await expect(anchor.active).toHaveText('常见问题');
    await expect.poll(() => anchor.areaDistanceTo('faq')).toBeLessThan(11);
    await expect(anchor.active).toHaveText('常见问题');
    await page.screenshot({ path: test.info().outputPath('anchor-desktop.png') });
  });

  test('searches, collapses and reorders by drag and by keyboard', async ({ page }) => {
    const anchor = new AnchorModel(page);
    await page.goto('/showcase/anchor');
    await expect(anchor.links).toHaveCount(6);
    await anchor.search.fill('问题');
    await expect(anchor.links).toHaveText(['常见问题']);
    await anchor.search.fill('zzz');
    await expect(anchor.links).toHaveCount(0);
    await expect(anchor.empty).toBeVisible();
    await anchor.search.fill('');
    await expect(anchor.links).toHaveCount(6);

    await expect(anchor.toggle).toHaveAttribute('aria-expanded', 'true');
    await anchor.toggle.click();
    await expect(anchor.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(anchor.list).toBeHidden();
    await anchor.toggle.click();
    await expect(anchor.list).toBeVisible();

    await anchor.dragByHandle('contact', 'intro');
    await expect(anchor.links.first()).toHaveText('联系我们');
    await expect(anchor.order).toContainText('联系我们 · 概述 · 使用方法');

    // links settle for 300 ms after a drop
    await expect(anchor.nav.locator('[data-dragging="true"]')).toHaveCount(0);
    await anchor.link('intro').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(anchor.links.first()).toHaveText('概述');
    await expect(anchor.link('intro')).toBeFocused();
    await expect(page.getByTestId('anchor-announcement')).toHaveText('“概述”已移到第 1 位');
  });
});

test.describe('mobile anchor navigation', () => {
  test.use(mobileDevice);

  test('follows the page and opens a menu panel with the 20 px mask', async ({ page }) => {
    const anchor = new AnchorModel(page);
    await page.goto('/mobile/showcase/anchor');
    await expect(anchor.menuButton).toBeVisible();
    await anchor.scrollPageTo('api');
    await expect(anchor.current).toContainText('接口说明');

    await anchor.menuButton.click();
    await expect(anchor.menu).toBeVisible();
    // the panel slides in and stops 20 px from the left edge: the mask shows there
    await expect.poll(async () => Math.round((await anchor.menu.boundingBox())?.x ?? 0)).toBe(20);
    await expect(anchor.active).toHaveText('接口说明');
    await page.screenshot({ path: test.info().outputPath('anchor-mobile-menu.png') });
    await anchor.search.fill('问题');
    await expect(anchor.links).toHaveText(['常见问题']);
    await anchor.link('faq').click();
    await expect(anchor.menu).toBeHidden();
    await expect(anchor.current).toContainText('常见问题');
    await expect.poll(async () => Math.abs(await anchor.pageDistanceTo('faq'))).toBeLessThan(80);

    await anchor.menuButton.click();
    // the focus moves into the panel, Escape closes it and the focus comes back
    await expect(anchor.menu.getByRole('button', { name: '关闭目录' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(anchor.menu).toBeHidden();
    await expect(anchor.menuButton).toBeFocused();
  });

  test('a link dragged by its handle takes its new place; a tap on the handle moves nothing', async ({
    page,
  }) => {
    const anchor = new AnchorModel(page);
    await page.goto('/mobile/showcase/anchor');
    await anchor.menuButton.click();
    await expect(anchor.menu).toBeVisible();
    await page.getByTestId('anchor-link-anchor-demo-intro-handle').tap();
    await expect(anchor.links.first()).toHaveText('概述');
    await anchor.dragByHandle('contact', 'intro');
    await expect(anchor.links.first()).toHaveText('联系我们');
    await expect(page.getByTestId('anchor-announcement')).toHaveText('“联系我们”已移到第 1 位');
    await page.screenshot({ path: test.info().outputPath('anchor-mobile-drag.png') });
  });
});
