// Image previews (issue 27, spec 8): a host's registered previewer runs first and the built-in viewer
// opens when it is unavailable or fails; the mobile upload list and rich text (editing and read only)
// open the viewer at the tapped image and step through the others; desktop and mobile.
import type { ConsoleMessage, Page } from '@playwright/test';
import { ImagePreviewModel } from '../models/media';
import { RichTextModel } from '../models/rich-text';
import { expect, mobileDevice, test } from './support';

/** Console errors and warnings from the moment it is called. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} image previews`, () => {
    const mobile = skin === 'mobile';
    if (mobile) test.use(mobileDevice);
    const prefix = mobile ? '/mobile' : '';
    const api = mobile ? '/api/app' : '/api';

    test('a registered host previewer shows the image; when unavailable or failing the built-in viewer opens', async ({
      page,
    }) => {
      const problems = consoleProblems(page);
      await page.goto(`${prefix}/showcase/image-viewer`);
      const preview = new ImagePreviewModel(page);
      const card = page.getByTestId('viewer-registered');
      await expect(card.getByTestId('image-thumb-1')).toBeVisible();

      await preview.hostMode('可用');
      await card.getByTestId('image-thumb-1').click();
      await expect(preview.hostView()).toBeVisible();
      await expect(preview.hostView()).toHaveAttribute('alt', 'photo-2.png');
      await expect(preview.counter()).toHaveCount(0);
      if (mobile) await page.getByRole('button', { name: '关闭' }).click();
      else await page.keyboard.press('Escape');
      await expect(preview.hostView()).toHaveCount(0);

      for (const mode of ['检查不可用', '运行失败']) {
        await preview.hostMode(mode);
        await card.getByTestId('image-thumb-2').click();
        await expect(preview.counter()).toHaveText('3 / 3');
        await expect(preview.hostView()).toHaveCount(0);
        await preview.close(mobile);
      }
      // with the registration removed the built-in viewer opens directly
      await preview.hostMode('未注册');
      await card.getByTestId('image-thumb-0').click();
      await expect(preview.counter()).toHaveText('1 / 3');
      expect(problems).toEqual([]);
    });

    test('rich text previews a clicked image while editing and read only, stepping through the text', async ({
      page,
    }) => {
      const problems = consoleProblems(page);
      await page.goto(`${prefix}/showcase/rich-text`);
      const full = new RichTextModel(page, 'full');
      await full.focusEnd();
      await full.pasteHtml(
        `<p><img src="${api}/file/preview?fileId=seed-2&amp;type=redirect" alt="architecture.png">` +
          `<img src="${api}/file/preview?fileId=seed-4&amp;type=redirect" alt="team-photo.png"></p>`,
      );
      const opens = full.content.getByTestId('rich-text-image-open');
      await expect(opens).toHaveCount(2);
      await opens.nth(1).click();
      const preview = new ImagePreviewModel(page);
      await expect(preview.counter()).toHaveText('2 / 2');
      await expect(preview.image()).toHaveAttribute(
        'src',
        new RegExp(`^${api}/file/preview\\?fileId=seed-4`),
      );
      // the viewer shows the real picture the fake backend serves
      expect(
        await preview.image().evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
      ).toBeGreaterThan(0);
      if (mobile) await preview.swipe('right');
      else await page.getByTestId('image-viewer').press('ArrowRight');
      await expect(preview.counter()).toHaveText('1 / 2');
      await preview.close(mobile);

      await page.getByTestId('rich-text-save').click();
      const readOnly = new RichTextModel(page, 'readonly');
      await readOnly.content.getByTestId('rich-text-image-open').first().click();
      await expect(preview.counter()).toHaveText('1 / 2');
      await expect(preview.image()).toHaveAttribute('alt', 'architecture.png');
      await preview.close(mobile);
      expect(problems).toEqual([]);
    });
  });
}

test.describe('mobile upload list', () => {
  test.use(mobileDevice);

  test('a tapped image opens the built-in viewer over the list images; swiping steps to the next', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await page.goto('/mobile/showcase/upload');
    const list = page.getByTestId('showcase-upload');
    const previews = list.getByTestId('upload-item-preview');
    await expect(previews).toHaveCount(2);
    await previews.nth(0).tap();
    const preview = new ImagePreviewModel(page);
    await expect(preview.counter()).toHaveText('1 / 2');
    await expect(preview.image()).toHaveAttribute('alt', 'architecture.png');
    await expect(preview.image()).toHaveAttribute('src', /^\/api\/app\/file\/preview\?fileId=seed-2/);
    // the row's action sheet stays shut: the tap belonged to the picture
    await expect(page.locator('.adm-action-sheet')).toHaveCount(0);
    await preview.swipe('left');
    await expect(preview.counter()).toHaveText('2 / 2');
    await expect(preview.image()).toHaveAttribute('alt', 'team-photo.png');
    await preview.close(true);
    // the closing tap stays with the viewer: the row beneath does not open its actions
    await expect(page.locator('.adm-action-sheet')).toHaveCount(0);
    // the rest of the row still opens its actions
    await list.getByTestId('upload-item-name').filter({ hasText: 'team-photo.png' }).click();
    await expect(page.locator('.adm-action-sheet')).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('desktop upload list: an image row thumbnail opens the built-in viewer over the list images', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await page.goto('/showcase/upload');
  const previews = page.getByTestId('showcase-upload-secret').getByTestId('upload-item-preview');
  await expect(previews).toHaveCount(2);
  await previews.nth(1).click();
  const preview = new ImagePreviewModel(page);
  await expect(preview.counter()).toHaveText('2 / 2');
  await expect(preview.image()).toHaveAttribute('alt', 'team-photo.png');
  await page.getByTestId('image-viewer').press('ArrowRight');
  await expect(preview.image()).toHaveAttribute('alt', 'architecture.png');
  await preview.close(false);
  expect(problems).toEqual([]);
});
