// The mobile people picker lists its rows under an A–Z index by the pinyin of the name (issue 38),
// in both languages; a letter of the side bar jumps to its rows.
import { BrowserModel } from '../models/browser';
import { expect, mobileDevice, test } from './support';

test.use(mobileDevice);

test('people under their pinyin letters; the side bar jumps; a pick still works, in English too', async ({
  page,
}) => {
  const browser = new BrowserModel(page);
  await page.goto('/mobile/showcase/browser');
  await page.getByRole('button', { name: 'English' }).click();
  await browser.openField('people');
  const group = (letter: string) =>
    page.locator(`[data-testid="browser-index-group"][data-letter="${letter}"]`);
  await expect(group('W')).toContainText('吴超');
  await expect(group('W')).toContainText('王军');
  await expect(group('C')).toContainText('陈勇');
  await expect(group('Z')).toContainText('周杰');
  // the side bar answers a touch or a mouse press
  await page.locator('.adm-index-bar-sidebar-item', { hasText: /^Z$/ }).dispatchEvent('mousedown');
  await expect(group('Z')).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('browser-index.png') });
  await group('Z').getByTestId('browser-row').filter({ hasText: '周杰' }).click();
  await browser.ok.click();
  await expect(browser.valueOf('people')).toContainText('周杰');
  // a search keeps the server's order: no index over its answers
  await browser.openField('people');
  await browser.type('E1002');
  await expect(browser.rows.first()).toHaveAttribute('data-id', 'u2');
  await expect(page.getByTestId('browser-index')).toHaveCount(0);
  expect(browser.problems).toEqual([]);
});
