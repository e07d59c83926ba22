// A hidden tab is not tampering (issue 40): the multi-tab layout hides inactive tabs with
// display: none, and a page in a frame there (the phone preview, an iframe page) then renders
// nothing at all. Switching tabs, resizing and changing the language while a tab is hidden must
// clear no page; hiding part of a page by a script is still caught.
import type { Frame, Page } from '@playwright/test';
import { LayoutModel } from '../models/layout';
import { expect, test } from './support';

/** Console errors and warnings, and the watermark's own reports, from the page and its frames. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // the demo seeds a refused plugin claim on /hrm on purpose
    if (/plugin claim .* is refused/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

async function phoneFrame(page: Page): Promise<Frame> {
  const handle = await page.getByTestId('doc-phone').locator('iframe').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no phone frame');
  await expect(frame.locator('[data-suite-watermark]').first()).toBeAttached({ timeout: 15_000 });
  return frame;
}

const clearedAnywhere = (page: Page) =>
  Promise.all(
    page.frames().map((frame) =>
      frame
        .locator('[data-testid="watermark-cleared"]')
        .count()
        .catch(() => 0),
    ),
  ).then((counts) => counts.reduce((a, b) => a + b, 0));

test.describe('desktop multi-tab layout and the watermark', () => {
  test('20 tab switches across 5 pages (phone frame, an iframe page), a resize and a language change while hidden clear nothing', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const problems = collectProblems(page);
    const layout = new LayoutModel(page);
    // the documentation page whose example is the page watermark (issue 41: the others carry none)
    await layout.open('/showcase/watermark');
    await phoneFrame(page);

    await layout.sideMenu(/流程/);
    await layout.sideMenu(/日程/);
    await layout.sideMenu(/文档/);
    // an iframe page (a plugin claim) in a tab of its own
    await page.evaluate(() => {
      window.history.pushState(null, '', '/document/legacy-report');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(layout.iframe).toBeVisible();
    await expect.poll(() => layout.tabKeys().then((keys) => keys.length)).toBe(5);
    const keys = await layout.tabKeys();

    for (let round = 0; round < 20; round += 1) {
      const key = keys[round % keys.length] as string;
      await layout.tab(key).click();
      await expect(layout.tab(key)).toHaveAttribute('data-active', 'true');
      if (round === 7) await page.setViewportSize({ width: 1600, height: 900 }); // the phone's tab is hidden
      if (round === 12) await page.getByTestId('locale-en_US').click(); // the phone's tab is hidden
      if (round === 17) await page.getByTestId('locale-zh_CN').click();
      expect(await clearedAnywhere(page), `after switching to ${key}`).toBe(0);
    }

    // back on the showcase tab: the phone frame still shows its page, watermarked, after a while
    await layout.tab(keys[0] as string).click();
    const frame = await phoneFrame(page);
    await page.waitForTimeout(2500);
    expect(await clearedAnywhere(page)).toBe(0);
    await expect(frame.locator('[data-suite-watermark]').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a script hiding part of the framed page (its body) is still caught there', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const layout = new LayoutModel(page);
    await layout.open('/showcase/watermark');
    const frame = await phoneFrame(page);
    await frame.evaluate(() => {
      document.body.style.setProperty('display', 'none', 'important');
    });
    await expect(frame.locator('[data-testid="watermark-cleared"]')).toHaveCount(1, { timeout: 5000 });
  });
});
