// Pull to refresh on the mobile lists that load data (issue 38): a pull down from the top of the
// list asks the server for the first page again, and the list stays on screen meanwhile.
import type { Locator, Page } from '@playwright/test';
import { expect, mobileDevice, test } from './support';

test.use(mobileDevice);

/** A finger pulling down from the top of `target` by 240 px (touch events through the protocol). */
async function pull(page: Page, target: Locator): Promise<void> {
  // laid out first: the list may not be there yet, or be drawn again, when the pull begins; the box
  // is the one the poll saw (a second read could land in the moment the list is drawn again)
  let box = await target.boundingBox();
  await expect.poll(async () => (box = await target.boundingBox())).not.toBeNull();
  if (!box) throw new Error('nothing to pull');
  const x = box.x + box.width / 2;
  const y = box.y + 10;
  // a page sliding in (the picker's popup) takes the touch only once it is in place
  await expect
    .poll(() =>
      target.evaluate((element, [px, py]) => element.contains(document.elementFromPoint(px!, py!)), [x, y]),
    )
    .toBe(true);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 12; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + step * 20 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const cases = [
  {
    name: 'share list',
    path: '/mobile/showcase/share',
    pull: 'share-list-pull',
    call: /\/permission\/table\/list/,
  },
  { name: 'table cards', path: '/mobile/showcase/table', pull: 'table-pull', call: /\/common\/table\// },
  {
    name: 'comments',
    path: '/mobile/showcase/comment',
    pull: 'comment-pull',
    call: /\/common\/comment\/list/,
  },
] as const;

for (const list of cases) {
  test(`the ${list.name} reloads on a pull`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
    await page.goto(list.path);
    const target = page.getByTestId(list.pull).first();
    await expect(target).toBeVisible();
    await page.waitForLoadState('networkidle');
    const reload = page.waitForRequest((request) => list.call.test(request.url()));
    await pull(page, target);
    await reload;
    await expect(target).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('the browser page reloads its first page on a pull, its rows kept', async ({ page }) => {
  await page.goto('/mobile/showcase/browser');
  await page.getByTestId('demo-people-open').click();
  const rows = page.getByTestId('browser-dialog').getByTestId('browser-row');
  await expect(rows.first()).toBeVisible();
  const reload = page.waitForRequest((request) => /\/common\/browser\/data\/resource/.test(request.url()));
  await pull(page, page.getByTestId('browser-pull'));
  await reload;
  await expect(rows.first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('browser-pulled.png') });
});

test('the detail card’s related records come again on a pull, the field being edited kept', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
  await page.goto('/mobile/showcase/detail-card');
  // the card the page gives: its related records are the page's to refresh (onRefreshRelated)
  await page.getByText('页面提供', { exact: true }).click();
  const card = page.getByTestId('detail-card');
  const documents = card.getByTestId('detail-card-related-document-row');
  await expect(documents).toHaveCount(2);
  // a field being edited stays as typed
  const summary = card.getByRole('textbox', { name: '本周摘要' });
  await summary.fill('接口联调完成');
  await summary.blur();
  await page.evaluate(() => window.scrollTo(0, 0));
  await pull(page, card.getByTestId('detail-card-related-pull'));
  await expect(documents).toHaveCount(3);
  await expect(documents.last()).toContainText('验收计划');
  await expect(summary).toHaveValue('接口联调完成');
  await page.screenshot({ path: test.info().outputPath('detail-card-related-pulled.png') });
  expect(problems).toEqual([]);
});
