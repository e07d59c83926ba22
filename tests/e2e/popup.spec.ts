// Popups (spec 4, 9): shown by hover, click, focus or context menu with their delays, bottomLeft by
// default, hidden by leaving, a click outside or Escape (the focus returns to the trigger).
import { PopupModel } from '../models/popup';
import { expect, mobileDevice, test } from './support';

test.describe('desktop popup', () => {
  test('hover shows at once and hides after the pointer leaves; the 500 ms one waits', async ({ page }) => {
    const popups = new PopupModel(page);
    await page.goto('/showcase/popup');
    await popups.trigger('hover').hover();
    await expect(popups.popup('hover')).toBeVisible();
    await expect(popups.popup('hover')).toHaveAttribute('data-placement', 'bottomLeft');
    const trigger = await popups.trigger('hover').boundingBox();
    const shown = await popups.popup('hover').boundingBox();
    // bottomLeft: below the trigger, left edges aligned
    expect(shown!.y).toBeGreaterThanOrEqual(trigger!.y + trigger!.height);
    expect(Math.abs(shown!.x - trigger!.x)).toBeLessThan(2);
    await page.mouse.move(5, 5);
    await expect(popups.popup('hover')).toBeHidden();

    await popups.trigger('slow').hover();
    await page.waitForTimeout(250);
    await expect(popups.popup('slow')).toHaveCount(0);
    await expect(popups.popup('slow')).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(popups.popup('slow')).toBeHidden();
  });

  test('click toggles, a click outside hides, Escape hides and returns the focus', async ({ page }) => {
    const popups = new PopupModel(page);
    await page.goto('/showcase/popup');
    await popups.trigger('click').click();
    await expect(popups.popup('click')).toBeVisible();
    await expect(popups.popup('click')).toHaveAttribute('role', 'dialog');
    await expect(popups.trigger('click')).toHaveAttribute('aria-expanded', 'true');
    await page.screenshot({ path: test.info().outputPath('popup-desktop.png') });
    await popups.trigger('click').click();
    await expect(popups.popup('click')).toBeHidden();
    await popups.trigger('click').click();
    await popups.pressOutside();
    await expect(popups.popup('click')).toBeHidden();
    await popups.trigger('click').click();
    await expect(popups.popup('click')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popups.popup('click')).toBeHidden();
    await expect(popups.trigger('click')).toBeFocused();
  });

  test('focus shows while focused; a context menu opens at the pointer', async ({ page }) => {
    const popups = new PopupModel(page);
    await page.goto('/showcase/popup');
    await popups.trigger('focus').focus();
    await expect(popups.popup('focus')).toBeVisible();
    await expect(popups.popup('focus')).toHaveAttribute('role', 'tooltip');
    await popups.trigger('focus').blur();
    await expect(popups.popup('focus')).toBeHidden();

    const area = (await popups.trigger('context').boundingBox())!;
    await popups.trigger('context').click({ button: 'right', position: { x: 40, y: 20 } });
    await expect(popups.popup('context')).toBeVisible();
    const menu = (await popups.popup('context').boundingBox())!;
    expect(Math.abs(menu.x - (area.x + 40))).toBeLessThan(6);
    expect(Math.abs(menu.y - (area.y + 20))).toBeLessThan(12);
    await popups.pressOutside();
    await expect(popups.popup('context')).toBeHidden();
  });
});

test.describe('mobile popup', () => {
  test.use(mobileDevice);

  test('a tap opens the click popup and a tap outside closes it', async ({ page }) => {
    const popups = new PopupModel(page);
    await page.goto('/mobile/showcase/popup');
    await popups.trigger('click').tap();
    await expect(popups.popup('click')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('popup-mobile.png') });
    await page.touchscreen.tap(200, 780);
    await expect(popups.popup('click')).toBeHidden();
  });
});
