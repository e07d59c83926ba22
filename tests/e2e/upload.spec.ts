// The upload widgets end to end on the demo's production build and the fake backend: chunked,
// resumable uploads whose bytes the server verifies, cancel, refusals, file actions, both skins.
import { createHash, randomBytes } from 'node:crypto';
import { UploadBackend, UploadModel } from '../models/upload';
import { expect, mobileDevice, test } from './support';

const CHUNK = 256 * 1024;
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
const chunkIndexOf = (body: Buffer | null) =>
  Number(/name="chunk"\r\n\r\n(\d+)/.exec(body?.toString('latin1') ?? '')?.[1]);

test.describe('desktop Upload', () => {
  test('uploads a multi-chunk file, resumes after the network breaks, and the server holds the same bytes', async ({
    page,
    request,
  }, testInfo) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    // the page's own hashing code loads only when the md5 worker could not hash
    const scripts: string[] = [];
    page.on('request', (sent) => scripts.push(sent.url()));
    const file = randomBytes(6 * CHUNK + 1234); // 7 chunks
    const sent: number[] = [];
    let broken = false;
    await page.route('**/api/file/module/upload', async (route) => {
      const index = chunkIndexOf(route.request().postDataBuffer());
      sent.push(index);
      // the third request dies on the wire, as when the network drops
      if (sent.length === 3 && !broken) {
        broken = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.goto(`/showcase/upload?chunk=${CHUNK}`);
    const upload = UploadModel.in(page, 'showcase-upload');
    await expect(upload.items).toHaveCount(2);

    await upload.pick({ name: 'survey-data.bin', buffer: file });
    const row = upload.item('survey-data.bin');
    await expect(row).toHaveAttribute('data-status', 'failed');
    await expect(row.getByTestId('upload-item-status')).toHaveText('上传中断，网络异常');
    await page.screenshot({ path: testInfo.outputPath('upload-desktop-interrupted.png'), fullPage: true });

    await upload.action('survey-data.bin', 'retry');
    await expect(row).toHaveAttribute('data-status', 'done');
    // resumed from the chunks the server confirmed: 0 and 1 are not sent again
    expect(sent).toEqual([0, 1, 2, 2, 3, 4, 5, 6]);
    const stored = (await new UploadBackend(request).files()).find(
      (entry) => entry.name === 'survey-data.bin',
    );
    expect(stored).toMatchObject({ size: file.length, md5: md5(file), diskMd5: md5(file) });
    expect(workers.some((url) => /md5\.worker/.test(url))).toBe(true);
    expect(scripts.filter((url) => /hash-blob/.test(url))).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('upload-desktop.png'), fullPage: true });
  });

  test('a chunk the server holds without progress counts as an interruption, and resumes (issue 14)', async ({
    page,
  }) => {
    const file = randomBytes(2 * CHUNK + 10); // 3 chunks
    const sent: number[] = [];
    const held: { abort(): Promise<void> }[] = [];
    await page.route('**/api/file/module/upload', async (route) => {
      const index = chunkIndexOf(route.request().postDataBuffer());
      sent.push(index);
      // the second request is taken and never answered, as by a server that hangs
      if (sent.length === 2) return void held.push(route);
      return route.continue();
    });
    await page.goto(`/showcase/upload?chunk=${CHUNK}&progressTimeout=1500`);
    const upload = UploadModel.in(page, 'showcase-upload');
    await upload.pick({ name: 'hung.bin', buffer: file });
    const row = upload.item('hung.bin');
    await expect(row).toHaveAttribute('data-status', 'failed', { timeout: 10_000 });
    await expect(row.getByTestId('upload-item-status')).toHaveText('上传中断，网络异常');
    await upload.action('hung.bin', 'retry');
    await expect(row).toHaveAttribute('data-status', 'done');
    expect(sent).toEqual([0, 1, 1, 2]);
    await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
  });

  test('a cancelled upload leaves no assembled file on the server', async ({ page, request, backend }) => {
    const server = new UploadBackend(request);
    await page.goto(`/showcase/upload?chunk=${CHUNK}`);
    await backend.fault({ path: '/api/file/module/upload', fault: 'slow=1500', times: 0 });
    const upload = UploadModel.in(page, 'showcase-upload');
    await upload.pick({ name: 'to-cancel.bin', buffer: randomBytes(CHUNK / 2) });
    const row = upload.item('to-cancel.bin');
    await expect(row.getByTestId('upload-item-status')).toHaveText(/上传中/);
    await upload.action('to-cancel.bin', 'cancel');
    await expect(row.getByTestId('upload-item-status')).toHaveText('已取消上传');
    // the server saw the call end and assembled nothing (a chunk that arrived whole may stay for a resume)
    await expect.poll(async () => (await server.chunks()).abandoned, { timeout: 5000 }).toBe(1);
    expect(await server.chunks()).toMatchObject({ partials: 0, assembled: 4 });
    expect((await server.files()).map((entry) => entry.name)).not.toContain('to-cancel.bin');
  });

  test('forbidden and oversize files show their messages and are not listed', async ({ page }) => {
    await page.goto('/showcase/upload');
    const upload = UploadModel.in(page, 'showcase-upload');
    await upload.pick({ name: 'setup.exe', buffer: Buffer.from('MZ') });
    await expect(page.getByText('setup.exe：exe类型的文件禁止上传')).toBeVisible();
    await upload.pick({ name: 'empty.txt', buffer: Buffer.alloc(0) });
    await expect(page.getByText('empty.txt：文件大小不能为0')).toBeVisible();

    const images = UploadModel.in(page, 'showcase-image-list');
    await images.pick({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
    await expect(page.getByText('huge.png：文件大小不能超过2MB')).toBeVisible();
    await images.pick({ name: 'notes.pdf', buffer: Buffer.from('%PDF') });
    await expect(page.getByText('notes.pdf：pdf类型的文件禁止上传')).toBeVisible();
    await expect(upload.items).toHaveCount(2);
    await expect(images.items).toHaveCount(2);
  });

  test('refuses a sensitive file name on the server', async ({ page }) => {
    await page.goto('/showcase/upload');
    const upload = UploadModel.in(page, 'showcase-upload');
    await upload.pick({ name: 'top-secret-plan.txt', buffer: Buffer.from('x') });
    const row = upload.item('top-secret-plan.txt');
    await expect(row.getByTestId('upload-item-status')).toHaveText('检测到敏感词');
    await expect(row.getByTestId('upload-retry')).toHaveCount(0);
  });

  test('downloads, renames and changes the secret level of a held file', async ({ page }, testInfo) => {
    await page.goto('/showcase/upload');
    const upload = UploadModel.in(page, 'showcase-upload');
    const download = page.waitForEvent('download');
    await upload.action('项目计划书.docx', 'download');
    expect((await download).suggestedFilename()).toBe('项目计划书.docx');
    // spec 6: a file in status 2 offers no download
    await expect(upload.item('archived-report.pdf').getByTestId('upload-download')).toHaveCount(0);

    await upload.action('项目计划书.docx', 'rename');
    await page.getByTestId('upload-rename-input').fill('项目计划书-v2.docx');
    await page.getByTestId('upload-rename-input').press('Enter');
    await expect(upload.item('项目计划书-v2.docx')).toHaveCount(1);

    await upload.action('项目计划书-v2.docx', 'editSecretLevel');
    await page.getByTestId('upload-secret-level-select').click();
    await page.getByTitle('机密', { exact: true }).click();
    await page.getByRole('button', { name: /OK|确\s*定/ }).click();
    // 机密 (4) is above the seeded user's level 3: the server refuses with code 8
    await expect(page.getByRole('dialog')).toContainText('密级校验失败，请重新上传');
    await page.screenshot({ path: testInfo.outputPath('upload-desktop-secret-level.png'), fullPage: true });
  });

  test('drops files below the form secret level and follows the language switch', async ({
    page,
  }, testInfo) => {
    await page.goto('/showcase/upload');
    const card = page.getByTestId('showcase-upload-secret');
    const upload = UploadModel.in(page, 'showcase-upload-secret');
    await expect(upload.items).toHaveCount(4);
    await card.getByTitle('内部', { exact: true }).click();
    await expect(upload.items).toHaveCount(1);
    await page.getByTestId('locale-en_US').click();
    await expect(card.getByText('Form secret level: 2 (files below it are hidden)')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('upload-desktop-en.png'), fullPage: true });
  });
});

test.describe('mobile Upload', () => {
  test.use(mobileDevice);

  test('uploads through the file source, shows a fail toast when the network breaks, and resumes', async ({
    page,
    request,
  }, testInfo) => {
    const server = new UploadBackend(request);
    const sent: number[] = [];
    await page.route('**/api/app/file/module/upload', async (route) => {
      sent.push(chunkIndexOf(route.request().postDataBuffer()));
      return sent.length === 2 ? route.abort('internetdisconnected') : route.continue();
    });
    await page.goto(`/mobile/showcase/upload?chunk=${CHUNK}`);
    const upload = UploadModel.in(page, 'showcase-upload');
    await upload.root.getByTestId('upload-button').tap();
    await expect(page.getByText('从相册选择')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('upload-mobile-sources.png') });
    await page.getByText('取消').tap();

    const file = randomBytes(3 * CHUNK);
    await upload.pick({ name: 'field-notes.bin', buffer: file });
    // spec 8: on mobile an error is a fail toast
    await expect(page.locator('.adm-toast-main')).toContainText('field-notes.bin：上传中断，网络异常');
    const row = upload.item('field-notes.bin');
    await expect(row).toHaveAttribute('data-status', 'failed');
    await page.screenshot({ path: testInfo.outputPath('upload-mobile-failed.png'), fullPage: true });
    await row.tap();
    await page.getByText('重试').tap();
    await expect(row).toHaveAttribute('data-status', 'done');
    expect(sent).toEqual([0, 1, 1, 2]);
    const stored = (await server.files()).find((entry) => entry.name === 'field-notes.bin');
    expect(stored?.diskMd5).toBe(md5(file));
    await page.screenshot({ path: testInfo.outputPath('upload-mobile.png'), fullPage: true });
  });
});
