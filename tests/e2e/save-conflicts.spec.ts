// Two tabs over one saved thing (issue 35 item 9), beside the column settings (table-conflict.spec):
// the share list and common phrases, each in two browser contexts signed in as the same user. Tab B
// (not reloaded) changes what tab A changed first; B is told, in the catalogue's words, and chooses
// reload or overwrite; nothing is lost silently. And a share change by someone who is not the
// record's owner is refused in the catalogue's words (item 8). The dialog is the one SaveProblemDialog.
// Each two-tab describe is slow: two contexts, each loaded and reloaded, on CI's two cores beside the
// other workers passed the 60 s test limit (as the column settings in two tabs did).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { AdvancedSearchModel } from '../models/advanced-search';
import { CommentModel } from '../models/comment';
import { ShareModel } from '../models/share';
import { expect, mobileDevice, test } from './support';

type TabOptions = {
  baseURL?: string;
  extraHTTPHeaders?: Record<string, string>;
  mobile?: boolean;
};

/** A tab of its own browser context (its own cookies), on the test's fake backend. */
async function openTab(
  browser: Browser,
  path: string,
  options: TabOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    extraHTTPHeaders: options.extraHTTPHeaders,
    ...(options.mobile ? mobileDevice : { viewport: { width: 1280, height: 800 } }),
  });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

async function shareTab(browser: Browser, options: TabOptions) {
  const tab = await openTab(browser, '/showcase/share', options);
  const share = new ShareModel(tab.page);
  await expect(share.rows.first()).toBeVisible();
  await share.settled();
  return { ...tab, share };
}

test.describe('the share list in two tabs', () => {
  test.slow(); // two tabs: see the top of the file
  test("B's top over A's delete is a conflict; overwrite puts B's change in", async ({
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    const a = await shareTab(browser, { baseURL, extraHTTPHeaders });
    const b = await shareTab(browser, { baseURL, extraHTTPHeaders });
    const [first, , third] = await a.share.names();
    await a.share.row(first!).getByTestId('share-list-op-delete').click();
    await a.share.confirm();
    await a.share.settled();
    await expect(a.share.row(first!)).toHaveCount(0);

    // B still shows the row A deleted; its top names the version it loaded
    await b.share.row(third!).getByTestId('share-list-op-top').click();
    const dialog = b.page.getByTestId('share-problem');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-kind', 'conflict');
    await expect(dialog).toContainText('共享设置已在别处更改');
    await expect(dialog.getByTestId('share-problem-message')).toContainText('另一个窗口');
    await b.page.screenshot({ path: test.info().outputPath('share-conflict-desktop.png') });

    await dialog.getByTestId('share-problem-overwrite').click();
    await expect(dialog).toBeHidden();
    await b.share.settled();
    // B's top went through over A's delete, which is kept
    expect((await b.share.names())[0]).toBe(third);
    await expect(b.share.row(first!)).toHaveCount(0);
    expect([...a.share.problems, ...b.share.problems]).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  test('reload shows the shares as they now are (mobile)', async ({ browser, baseURL, extraHTTPHeaders }) => {
    const a = await shareTab(browser, { baseURL, extraHTTPHeaders });
    const b = await openTab(browser, '/mobile/showcase/share', { baseURL, extraHTTPHeaders, mobile: true });
    const mobile = new ShareModel(b.page);
    await expect(mobile.rows.first()).toBeVisible();
    await mobile.settled();
    const [first] = await a.share.names();
    await a.share.row(first!).getByTestId('share-list-op-delete').click();
    await a.share.confirm();
    await a.share.settled();

    // B deletes another row, naming the version it loaded
    const second = (await mobile.names())[1]!;
    await mobile.row(second).getByTestId('share-list-menu').click();
    await b.page.getByTestId('share-list-op-delete').click();
    await b.page.locator('.adm-dialog-footer .adm-dialog-button-bold').click();
    const message = b.page.getByTestId('share-problem-message');
    await expect(message).toHaveAttribute('data-kind', 'conflict');
    await b.page.screenshot({ path: test.info().outputPath('share-conflict-mobile.png') });
    await b.page.getByRole('button', { name: '重新加载' }).click();
    await expect(message).toBeHidden();
    await mobile.settled();
    // A's delete shows; B's was dropped, not sent over A's
    await expect(mobile.row(first!)).toHaveCount(0);
    await expect(mobile.row(second)).toHaveCount(1);
    await a.context.close();
    await b.context.close();
  });

  test("a plain user's change is refused in the catalogue's words", async ({
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    // u2 is not the record's owner (u1) nor an admin
    const tab = await shareTab(browser, {
      baseURL,
      extraHTTPHeaders: { ...extraHTTPHeaders, 'x-user-id': 'u2' },
    });
    const [first] = await tab.share.names();
    await tab.share.row(first!).getByTestId('share-list-op-top').click();
    const dialog = tab.page.getByTestId('share-problem');
    await expect(dialog).toHaveAttribute('data-kind', 'denied');
    await expect(dialog.getByTestId('share-problem-message')).toHaveText(
      '只有这条记录的创建人或管理员可以修改它的共享设置。',
    );
    // never the server's own text, and no overwrite to offer
    await expect(dialog).not.toContainText('owner or an admin');
    await expect(dialog.getByTestId('share-problem-overwrite')).toHaveCount(0);
    await dialog.getByTestId('share-problem-dismiss').click();
    await expect(dialog).toBeHidden();
    await tab.context.close();
  });
});

test.describe('common phrases in two tabs', () => {
  test.slow(); // two tabs: see the top of the file
  test("B's edit over A's is a conflict; reload keeps A's, then B's goes through", async ({
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    const open = async () => {
      const tab = await openTab(browser, '/showcase/comment', { baseURL, extraHTTPHeaders });
      const comment = new CommentModel(tab.page);
      await comment.item('c1').waitFor();
      await comment.root.getByTestId('comment-phrases-open').click();
      const phrases = tab.page.getByTestId('common-phrases').first();
      await expect(phrases.getByTestId('phrase-p2')).toBeVisible();
      return { ...tab, comment, phrases };
    };
    const edit = async (tab: Awaited<ReturnType<typeof open>>, text: string) => {
      await tab.phrases.getByTestId('phrase-p2').getByTestId('phrase-edit').click();
      await tab.comment.phraseContent().fill(text);
      await tab.page.getByTestId('phrase-save').click();
    };
    const a = await open();
    const b = await open();
    await edit(a, '甲窗口的修改');
    await expect(a.phrases.getByTestId('phrase-p2')).toContainText('甲窗口的修改');

    await edit(b, '乙窗口的修改');
    const dialog = b.page.getByTestId('phrases-problem');
    await expect(dialog).toHaveAttribute('data-kind', 'conflict');
    await expect(dialog).toContainText('常用语已在别处更改');
    await b.page.screenshot({ path: test.info().outputPath('phrases-conflict-desktop.png') });
    await dialog.getByTestId('phrases-problem-reload').click();
    await expect(dialog).toBeHidden();
    await expect(b.phrases.getByTestId('phrase-p2')).toContainText('甲窗口的修改');

    await edit(b, '乙窗口的修改');
    await expect(b.phrases.getByTestId('phrase-p2')).toContainText('乙窗口的修改');
    await expect(dialog).toBeHidden();
    await a.context.close();
    await b.context.close();
  });
});

/** Saves the form (amount from `min`) as the saved filter `name` (the chosen one is edited). */
async function saveFilter(search: AdvancedSearchModel, name: string, min: string) {
  await search.openPanel();
  await search.scope('amount', 'min').fill(min);
  await search.openSave();
  await search.nameInput().fill(name);
  await search.confirmSave();
  await expect(search.saveDialog).toBeHidden();
  await expect(search.filter(name)).toBeVisible();
}

test.describe('saved filters in two tabs', () => {
  test.slow(); // two tabs: see the top of the file
  test("B's delete of a filter A changed since is a conflict; reload keeps it, overwrite deletes it", async ({
    browser,
    baseURL,
    extraHTTPHeaders,
  }) => {
    const a = await openTab(browser, '/showcase/advanced-search', { baseURL, extraHTTPHeaders });
    const searchA = new AdvancedSearchModel(a.page);
    await saveFilter(searchA, 'Two tabs', '10');
    const b = await openTab(browser, '/showcase/advanced-search', { baseURL, extraHTTPHeaders });
    const searchB = new AdvancedSearchModel(b.page);
    await expect(searchB.filter('Two tabs')).toBeVisible();

    // A replaces the filter (a new version); B, not reloaded, deletes the version it loaded
    await saveFilter(searchA, 'Two tabs', '20');
    const remove = b.page.getByRole('button', { name: '删除常用筛选 Two tabs' });
    await remove.click();
    const dialog = b.page.getByTestId('delete-filter-problem');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-kind', 'conflict');
    await expect(dialog).toContainText('常用筛选已在别处更改');
    await expect(dialog.getByTestId('delete-filter-problem-message')).toContainText('仍然删除');
    await b.page.screenshot({ path: test.info().outputPath('filter-delete-conflict-desktop.png') });

    // reload: the filter stays
    await dialog.getByTestId('delete-filter-problem-reload').click();
    await expect(dialog).toBeHidden();
    await expect(searchB.filter('Two tabs')).toBeVisible();

    // A changes it again; B's delete conflicts again and B deletes it anyway
    await saveFilter(searchA, 'Two tabs', '30');
    await remove.click();
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('delete-filter-problem-overwrite').click();
    await expect(dialog).toBeHidden();
    await expect(searchB.filter('Two tabs')).toHaveCount(0);
    await a.page.reload();
    await expect(searchA.root).toBeVisible();
    await expect(searchA.filter('Two tabs')).toHaveCount(0);
    expect([...searchA.problems, ...searchB.problems]).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});
