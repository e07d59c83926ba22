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
    // a blocked file cannot be chosen for the batch
    await expect(blocked.getByTestId('upload-item-select')).toHaveCount(0);

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
    await expect(upload.root.getByTestId('upload-batch')).toHaveCount(0);
    await expect(upload.root.getByTestId('upload-item-select')).toHaveCount(0);
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
});
