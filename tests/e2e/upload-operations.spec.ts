// Operations on held files end to end (spec 3 file entry, spec 7): the verification status on each
// file, the appeal of a blocked file, and the batch download of chosen files with its progress.
import { UploadModel } from '../models/upload';
import { expect, mobileDevice, test } from './support';

test.describe('desktop file operations', () => {
  test('shows verification status, appeals a blocked file, and downloads the chosen files as one zip', async ({
    page,
  }, testInfo) => {
    await page.goto('/showcase/upload');
    const upload = UploadModel.in(page, 'showcase-upload');
    await expect(upload.items).toHaveCount(2);
    await expect(upload.item('项目计划书.docx').getByTestId('upload-item-verification')).toHaveText(
      '校验通过',
    );
    const blocked = upload.item('archived-report.pdf');
    await expect(blocked.getByTestId('upload-item-verification')).toHaveText('校验未通过');
    await expect(blocked.getByTestId('upload-item-blocked')).toHaveText('已禁止下载');
    await expect(blocked.getByTestId('upload-download')).toHaveCount(0);
    // a blocked file may be chosen (for its secret level) but is never packed for download
    await blocked.getByTestId('upload-item-select').check();
    await expect(upload.root.getByTestId('upload-batch-start')).toHaveText(/批量下载（0）/);
    await blocked.getByTestId('upload-item-select').uncheck();

    await upload.action('archived-report.pdf', 'appeal');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /OK|确/ }).click();
    await expect(dialog.getByText('请填写申诉理由')).toBeVisible();
    await dialog.getByTestId('upload-appeal-reason').fill('扫描误报，请复核');
    await dialog.getByRole('button', { name: /OK|确/ }).click();
    await expect(dialog).toBeHidden();
    await expect(blocked.getByTestId('upload-item-blocked')).toHaveText('申诉审核中');
    await expect(blocked.getByTestId('upload-appeal')).toHaveCount(0);

    const batch = upload.root.getByTestId('upload-batch');
    await expect(batch.getByTestId('upload-batch-start')).toBeDisabled();
    await upload.item('项目计划书.docx').getByTestId('upload-item-select').check();
    await expect(batch.getByTestId('upload-batch-start')).toHaveText(/批量下载（1）/);
    await batch.getByTestId('upload-batch-start').click();
    await expect(batch.getByTestId('upload-batch-status')).toContainText('正在打包 50%');
    await page.screenshot({ path: testInfo.outputPath('upload-operations-desktop.png'), fullPage: true });
    const save = batch.getByTestId('upload-batch-save');
    await expect(save).toBeVisible();
    await expect(batch.getByTestId('upload-batch-status')).toHaveText('打包完成');
    await expect(save).toHaveAttribute('download', 'files-1.zip');
    const href = await save.getAttribute('href');
    expect(href).toMatch(/^\/api\/file\/dl\?fileId=zip-/);
    // the archive the link saves is a zip of the chosen file
    const archive = await page.request.get(href ?? '');
    expect(archive.headers()['content-type']).toBe('application/zip');
    expect((await archive.body()).readUInt32LE(0)).toBe(0x04034b50);
  });

  test('batch download is not offered when the system setting turns it off', async ({ page, request }) => {
    await request.post('/__fixtures/upload/settings', { data: { sysBatchDownload: false } });
    await page.goto('/showcase/upload');
    const upload = UploadModel.in(page, 'showcase-upload');
    await expect(upload.items).toHaveCount(2);
    await expect(upload.item('项目计划书.docx').getByTestId('upload-item-verification')).toBeVisible();
    // the bar stays for the secret level of several files, without the download
    await expect(upload.root.getByTestId('upload-batch-start')).toHaveCount(0);
    await expect(upload.root.getByTestId('upload-batch-level')).toBeVisible();
  });

  test('opens a document in the online editor, in a new window without an opener', async ({ page }) => {
    await page.goto('/showcase/upload');
    const upload = UploadModel.in(page, 'showcase-upload');
    await expect(upload.item('archived-report.pdf').getByTestId('upload-edit')).toHaveCount(0);
    const popup = page.waitForEvent('popup');
    await upload.action('项目计划书.docx', 'edit');
    const editor = await popup;
    await expect(editor.getByTestId('editor-file')).toHaveText('项目计划书.docx');
    await expect(editor.getByTestId('editor-opener')).toHaveText('no opener');
    expect(editor.url()).toMatch(/\/__fixtures\/upload\/editor\?token=/);
    await editor.close();
  });

  test('gives the chosen files one secret level in one call', async ({ page }) => {
    await page.goto('/showcase/upload');
    const upload = UploadModel.in(page, 'showcase-upload');
    await upload.root.getByTestId('upload-select-all').check();
    const level = upload.root.getByTestId('upload-batch-level');
    await expect(level).toHaveText(/修改密级（2）/);
    await level.click();
    await page.getByRole('menuitem', { name: '内部' }).click();
    await expect(page.getByText('已修改2个文件的密级')).toBeVisible();
    await expect(upload.item('项目计划书.docx').getByTestId('upload-item-level')).toHaveText('内部');
    await expect(upload.item('archived-report.pdf').getByTestId('upload-item-level')).toHaveText('内部');
    const stored = await (await page.request.get('/__fixtures/upload/files')).json();
    const levels = Object.fromEntries(
      stored.data.map((file: { fileId: string; secretLevel?: number }) => [file.fileId, file.secretLevel]),
    );
    expect(levels).toMatchObject({ 'seed-1': 2, 'seed-3': 2 });
  });
});

test.describe('mobile file operations', () => {
  test.use(mobileDevice);

  test('appeals a blocked file from its sheet and packs the chosen files', async ({ page }, testInfo) => {
    await page.goto('/mobile/showcase/upload');
    const upload = UploadModel.in(page, 'showcase-upload');
    await expect(upload.items).toHaveCount(4);
    const blocked = upload.item('archived-report.pdf');
    await expect(blocked.getByTestId('upload-item-verification')).toHaveText('校验未通过');
    await blocked.getByTestId('upload-item-name').click();
    await page.getByText('申诉', { exact: true }).click();
    await page.getByTestId('upload-appeal-reason').locator('textarea').fill('扫描误报');
    await page.getByRole('button', { name: /确定|OK/ }).click();
    await expect(blocked.getByTestId('upload-item-blocked')).toHaveText('申诉审核中');

    const batch = upload.root.getByTestId('upload-batch');
    await batch.getByTestId('upload-select-all').click();
    await expect(batch.getByTestId('upload-batch-start')).toHaveText(/批量下载（3）/);
    await batch.getByTestId('upload-batch-start').click();
    await expect(batch.getByTestId('upload-batch-save')).toBeVisible();
    await expect(batch.getByTestId('upload-batch-save')).toHaveAttribute(
      'href',
      /\/api\/app\/file\/dl\?fileId=zip-/,
    );
    await page.screenshot({ path: testInfo.outputPath('upload-operations-mobile.png'), fullPage: true });
  });

  test('gives the chosen files one secret level from a sheet', async ({ page }) => {
    await page.goto('/mobile/showcase/upload');
    const upload = UploadModel.in(page, 'showcase-upload');
    await upload.item('team-photo.png').getByTestId('upload-item-select').click();
    await upload.root.getByTestId('upload-batch-level').click();
    await page.getByText('秘密', { exact: true }).click();
    await expect(upload.item('team-photo.png')).toContainText('秘密');
  });
});

test.describe('mobile uploads (spec 9)', () => {
  test.use(mobileDevice);

  test('compresses a large photo before upload (compress type 1)', async ({ page }) => {
    await page.goto('/mobile/showcase/upload');
    // a 2400 × 1200 photo at full quality: over the 200 KB below which photos go as picked
    const photo = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(2400, 1200);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      const gradient = context.createLinearGradient(0, 0, 2400, 1200);
      gradient.addColorStop(0, '#1d6fd8');
      gradient.addColorStop(1, '#f5b041');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 2400, 1200);
      for (let i = 0; i < 4000; i += 1) {
        context.fillStyle = `hsl(${(i * 37) % 360} 70% 50%)`;
        context.fillRect((i * 613) % 2400, (i * 397) % 1200, 12, 12);
      }
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 1 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    });
    const original = Buffer.from(photo, 'base64');
    expect(original.length).toBeGreaterThan(200 * 1024);
    const upload = UploadModel.in(page, 'showcase-upload');
    await upload.pick({ name: 'site-photo.jpg', mimeType: 'image/jpeg', buffer: original });
    await expect(upload.item('site-photo.jpg')).toHaveAttribute('data-status', 'done');
    const stored = await (await page.request.get('/__fixtures/upload/files')).json();
    const file = stored.data.find((entry: { name: string }) => entry.name === 'site-photo.jpg');
    expect(file.size).toBeLessThan(original.length / 2);
    // the stored photo is a JPEG at most 1920 px wide
    const dl = await page.request.get(`/api/app/file/dl?fileId=${file.fileId}`);
    const width = await page.evaluate(
      async (bytes) => {
        const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }));
        return bitmap.width;
      },
      [...(await dl.body())],
    );
    expect(width).toBe(1920);
  });
});

test.describe('mobile uploads on an old iOS (spec 9)', () => {
  test.use({
    ...mobileDevice,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1',
  });

  test('says iOS 15.0 is needed instead of offering the upload button', async ({ page }) => {
    await page.goto('/mobile/showcase/upload');
    const upload = UploadModel.in(page, 'showcase-upload');
    await expect(upload.root.getByTestId('upload-unsupported')).toHaveText(
      '上传需要 iOS 15.0 或更高版本，请先升级系统',
    );
    await expect(upload.root.getByTestId('upload-button')).toHaveCount(0);
    // the files already held stay readable
    await expect(upload.items).toHaveCount(4);
  });
});
