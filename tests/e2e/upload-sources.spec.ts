// Files brought in without a picked file, and downloads through their record, end to end (spec 7
// remotedownload/{fileId}/upload/true, base/upload/{fileId}, business/dl) on the showcase's task card,
// and the document a referenced file comes from (getInfoByRefOrDoc).
import type { Page } from '@playwright/test';
import { UploadModel } from '../models/upload';
import { expect, mobileDevice, test } from './support';

// a 1×1 PNG
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Pastes a picture into the card as a user's Ctrl+V of a screenshot would. */
async function pastePicture(page: Page, card: string) {
  await page
    .getByTestId(card)
    .getByTestId('upload')
    .evaluate((root, base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
      root.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    }, PNG_BASE64);
}

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} file sources`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('adds a file from a link, refuses an unsafe one, takes a pasted picture and downloads through the task', async ({
      page,
    }, testInfo) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/upload' : '/showcase/upload');
      const upload = UploadModel.in(page, 'showcase-upload-sources');
      await expect(upload.items).toHaveCount(2);

      // business/dl: the task's file downloads through the task, and the server serves it
      if (skin === 'desktop') {
        const link = upload.item('项目计划书.docx').getByTestId('upload-download');
        const href = await link.getAttribute('href');
        expect(href).toContain('/api/file/business/dl?fileId=seed-1&module=task&businessId=task-1');
        const response = await page.request.get(href ?? '');
        expect(response.status()).toBe(200);
        expect(await response.text()).toContain('project plan');
      }

      await upload.root.getByTestId('upload-remote').click();
      const dialog = page.getByRole('dialog');
      const url = dialog.getByRole('textbox', { name: '文件链接' });
      await url.fill(['java', 'script:alert(1)'].join(''));
      await dialog.getByRole('button', { name: /添\s?加|确\s?定/ }).click();
      await expect(dialog.getByText('只能添加 http 或 https 链接，且链接中不能带账号密码')).toBeVisible();
      // the server refuses what it does not find, in the same dialog
      await url.fill('https://files.example.com/none.txt');
      await dialog.getByRole('button', { name: /添\s?加|确\s?定/ }).click();
      await expect(dialog.getByText('remote file not found')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`upload-remote-${skin}.png`), fullPage: true });
      await url.fill('https://files.example.com/handbook.txt');
      await dialog.getByRole('button', { name: /添\s?加|确\s?定/ }).click();
      await expect(dialog).toBeHidden();
      await expect(upload.item('handbook.txt')).toBeVisible();

      await pastePicture(page, 'showcase-upload-sources');
      await expect(upload.items).toHaveCount(4);
      await expect(upload.items.last()).toContainText(/粘贴的图片-\d{6}\.png/);
      await page.screenshot({ path: testInfo.outputPath(`upload-sources-${skin}.png`), fullPage: true });

      // the fake backend holds both new files with their bytes
      const files = (await (await page.request.get('/__fixtures/upload/files')).json()) as {
        data: { name: string; md5: string; diskMd5: string }[];
      };
      const added = files.data.filter(
        (file) => file.name === 'handbook.txt' || /^粘贴的图片/.test(file.name),
      );
      expect(added.length).toBeGreaterThanOrEqual(2);
      for (const file of added) expect(file.diskMd5).toBe(file.md5);
    });

    test('shows the document a referenced file comes from, and retries a failed lookup', async ({
      page,
      backend,
    }, testInfo) => {
      // the first lookups fail (the server is down), so the row says so and offers a retry
      // mobile pages call the app's prefix (/api/app/...)
      const lookup = `/api${skin === 'mobile' ? '/app' : ''}/file/getInfoByRefOrDoc`;
      await backend.fault({ path: lookup, fault: '500', times: 50 });
      await page.goto(skin === 'mobile' ? '/mobile/showcase/upload' : '/showcase/upload');
      const upload = UploadModel.in(page, 'showcase-upload-sources');
      const plan = upload.item('项目计划书.docx').getByTestId('upload-item-document');
      await expect(plan).toHaveAttribute('data-state', 'failed');
      await expect(plan).toContainText('所属文档读取失败');
      // a file from no document shows no document line
      await expect(upload.item('architecture.png').getByTestId('upload-item-document')).toHaveCount(0);
      // the retry keeps its label on one line beside the text, at 390 px too
      const retry = plan.getByTestId('upload-item-document-retry');
      const lineHeight = await retry.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
      const retryBox = await retry.boundingBox();
      expect(retryBox?.height ?? 0).toBeLessThan(lineHeight * 2);
      expect(await retry.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);

      await backend.clearFaults();
      await plan.getByRole('button', { name: /重\s?试/ }).click();
      await expect(plan).toHaveAttribute('data-state', 'ready');
      await expect(plan).toHaveText('所属文档：2026 项目计划 · 项目资料');
      // the retry is the line's own: on mobile the row's action sheet stays closed
      if (skin === 'mobile') await expect(page.getByText('重命名')).toBeHidden();
      await plan.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`upload-document-${skin}.png`), fullPage: true });
    });
  });
}
