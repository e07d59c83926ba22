// Rich text editor (spec 1, 5, 7, 9): type and format, tables of at most 100 rows, an image through
// the upload widget, hostile HTML pasted or loaded as a value, save and reload; desktop and mobile.
import { XSS_HTML_VECTORS } from '../../core/src/rich-text/xss-vectors';
import { RichTextModel } from '../models/rich-text';
import type { Page } from '@playwright/test';
import { expect, mobileDevice, test } from './support';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The text fields of a multipart body (file parts left out). */
function multipartFields(body: Buffer | null): Record<string, string> {
  const text = body?.toString('latin1') ?? '';
  const fields: Record<string, string> = {};
  for (const match of text.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g))
    if (match[1] && match[2] !== undefined) fields[match[1]] = match[2];
  return fields;
}

/** Every image of the page has loaded or failed, so an onerror vector would have run by now. */
async function imagesSettled(page: Page) {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/** Nothing in the page ran a vector, and nothing that could is left in the editors. */
async function expectNoXss(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  const risky = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-testid="rich-text-content"] *')).flatMap((element) =>
      Array.from(element.attributes)
        .filter((a) => /^on/i.test(a.name) || /^\s*(javascript|vbscript|data:text)/i.test(a.value))
        .map((a) => `${element.localName} ${a.name}`),
    ),
  );
  expect(risky).toEqual([]);
}

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} rich text editor`, () => {
    if (skin === 'mobile') test.use(mobileDevice);
    const path = skin === 'mobile' ? '/mobile/showcase/rich-text' : '/showcase/rich-text';

    test('types, formats, refuses a 101-row table, inserts a table, saves and reloads', async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => window.localStorage.clear());
      await page.reload();
      const full = new RichTextModel(page, 'full');
      await expect(full.editor).toHaveAttribute('data-mode', 'full');
      await expect(full.button('Maximize')).toHaveCount(skin === 'desktop' ? 1 : 0);
      await full.focusEnd();
      await page.keyboard.press('Enter');
      await full.button('Bold').click();
      await page.keyboard.type('Approved by finance');
      await expect(full.content.locator('strong', { hasText: 'Approved by finance' })).toBeVisible();

      await full.button('Table').click();
      const dialog = full.dialog('table');
      await full.input(dialog, 'rich-text-table-rows').fill('101');
      await full.confirm();
      await expect(page.getByTestId('rich-text-table-error')).toContainText(/100/);
      await full.input(dialog, 'rich-text-table-rows').fill('2');
      await full.input(dialog, 'rich-text-table-cols').fill('3');
      await full.confirm();
      await expect(full.content.getByTestId('rich-text-table').locator('td')).toHaveCount(6);
      // the keyboard is back in the document, in the new table's first cell
      await page.keyboard.type('Budget');
      await expect(full.content.getByTestId('rich-text-table').locator('td').first()).toHaveText('Budget');
      // a cancelled dialog gives it back too
      await full.button('Link').click();
      await expect(full.dialog('link')).toBeVisible();
      if (skin === 'desktop') await page.keyboard.press('Escape');
      else await full.confirm(/^(取消|Cancel)$/);
      await expect(full.dialog('link')).toBeHidden();
      await page.keyboard.type(' 2027');
      await expect(full.content.getByTestId('rich-text-table').locator('td').first()).toHaveText(
        'Budget 2027',
      );

      await full.root.getByTestId('rich-text-save').click();
      await expect(full.root.getByTestId('rich-text-saved')).toBeVisible();
      await page.reload();
      const reloaded = new RichTextModel(page, 'full');
      await expect(reloaded.content.locator('strong', { hasText: 'Approved by finance' })).toBeVisible();
      await expect(reloaded.content.getByTestId('rich-text-table').locator('td')).toHaveCount(6);
      const readonly = new RichTextModel(page, 'readonly');
      await expect(readonly.content).toHaveAttribute('contenteditable', 'false');
      await expect(readonly.content.locator('strong', { hasText: 'Approved by finance' })).toBeVisible();
    });

    test('inserts an uploaded image with the rich-text upload parameters', async ({ page, request }) => {
      await page.goto(path);
      const full = new RichTextModel(page, 'full');
      await full.focusEnd();
      // the multipart fields as the browser sent them (a routed request carries its body)
      const fields: Record<string, string>[] = [];
      await page.route('**/file/module/upload', async (route) => {
        fields.push(multipartFields(route.request().postDataBuffer()));
        await route.continue();
      });
      await full.button('Image').click();
      const dialog = full.dialog('image');
      await dialog
        .locator('input[type=file]')
        .first()
        .setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('button', { name: /^(OK|确定|确 定)$/ }).last()).toBeEnabled({
        timeout: 15_000,
      });
      await full.confirm();
      const image = full.content.getByTestId('rich-text-image').locator('img');
      await expect(image).toHaveAttribute('src', /file\/preview\?(.+&)?fileId=/);

      // the fake backend stored the bytes under the id the inserted image shows
      const stored = await request.get('/__fixtures/upload/files');
      const files = ((await stored.json()) as { data: { fileId: string; name: string; size: number }[] })
        .data;
      const file = files.find((f) => f.name === 'chart.png');
      expect(file?.size).toBe(PNG.length);
      const src = (await image.getAttribute('src')) ?? '';
      expect(new URL(src, page.url()).searchParams.get('fileId')).toBe(String(file?.fileId));
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
      // spec 7: module document, createDoc false, source richText
      expect(fields.length).toBeGreaterThan(0);
      expect(fields[0]).toMatchObject({ module: 'document', createDoc: 'false', source: 'richText' });
    });

    test('a pasted first-line indent shows as one (a Chinese document paragraph)', async ({ page }) => {
      await page.goto(path);
      const full = new RichTextModel(page, 'full');
      await full.focusEnd();
      await full.pasteHtml(
        '<p>通知</p><p class="MsoNormal" style="text-indent:2em">首行缩进两字的正文段落</p>',
      );
      const paragraph = full.content.getByText('首行缩进两字的正文段落');
      await expect(paragraph).toBeVisible();
      const { indent, fontSize } = await paragraph.evaluate((el) => {
        const block = el.closest('p, div') as HTMLElement;
        const style = getComputedStyle(block);
        return { indent: parseFloat(style.textIndent), fontSize: parseFloat(style.fontSize) };
      });
      expect(indent).toBeCloseTo(fontSize * 2, 0);
    });

    test('a 200-page document opens, takes typing, a paste and their undo', async ({ page }) => {
      test.slow(); // two editors open the long document (the full one and the saved, read-only one)
      // issue 39: 200 pages of ten 50-word paragraphs under a heading, opened as the saved value
      const words = 'the quarterly budget review covers staffing travel training equipment and office costs';
      const pages = Array.from({ length: 200 }, (_, p) => {
        const paragraphs = Array.from(
          { length: 10 },
          (_, i) => `<p>${p === 100 && i === 0 ? 'MIDDLE ' : ''}${`${words} `.repeat(4)}page ${p + 1}</p>`,
        );
        return `<h2>Section ${p + 1}</h2>${paragraphs.join('')}`;
      });
      await page.goto(path);
      await page.evaluate(
        (value) => window.localStorage.setItem('suite-ui.demo.rich-text', value),
        pages.join(''),
      );
      await page.reload();
      const full = new RichTextModel(page, 'full');
      await expect(full.content.locator('h2')).toHaveCount(200, { timeout: 60_000 });
      await expect(full.content.locator('h2').last()).toHaveText('Section 200');

      const middle = full.content.locator('p', { hasText: 'MIDDLE' });
      await middle.scrollIntoViewIfNeeded();
      await middle.getByText('MIDDLE').click();
      await page.keyboard.press('Home');
      await page.keyboard.type('Typed ');
      await expect(middle).toContainText('Typed MIDDLE');

      // a large paste (read in parts) with a picture as a data URL, as Word copies one: the picture
      // goes through the upload and shows the uploaded file, never its base64 text
      await page.keyboard.press('End');
      const picture = `data:image/png;base64,${PNG.toString('base64')}`;
      const rows = Array.from(
        { length: 700 },
        (_, i) =>
          `<p class="MsoNormal" style="text-indent:2em">Pasted paragraph ${i + 1} of the long minutes</p>`,
      );
      await full.pasteHtml(
        `<div class="WordSection1"><p>Pasted block <img src="${picture}" alt="pasted chart"></p>${rows.join('')}<ul><li>pasted item</li></ul></div>`,
      );
      await expect(full.content.getByText('pasted item')).toBeVisible({ timeout: 30_000 });
      await expect(full.content.getByText('Pasted paragraph 700 of the long minutes')).toHaveCount(1);
      const image = full.content.getByTestId('rich-text-image').locator('img');
      await expect(image).toHaveAttribute('src', /file\/preview\?(.+&)?fileId=/, { timeout: 30_000 });
      await expect(full.content.locator('img[src^="data:"]')).toHaveCount(0);
      await expect(full.content.locator('h2')).toHaveCount(200);

      // one undo takes the whole paste back
      await page.keyboard.press('ControlOrMeta+z');
      await expect(full.content.getByText('pasted item')).toHaveCount(0);
      await expect(full.content.getByText('Pasted paragraph 1 of the long minutes')).toHaveCount(0);
      await page.keyboard.press('ControlOrMeta+z');
      await expect(middle).not.toContainText('Typed');
      await expect(middle).toContainText('MIDDLE');
      await expect(full.content.locator('p')).toHaveCount(2000);
    });

    test('hostile HTML pasted or loaded as a value never runs', async ({ page }) => {
      await page.goto(path);
      const hostile = XSS_HTML_VECTORS.map((v) => v.html).join('\n<p>next</p>\n');
      const full = new RichTextModel(page, 'full');
      await full.focusEnd();
      await full.pasteHtml(`<p>pasted</p>${hostile}`);
      await expect(full.content).toContainText('pasted');
      await imagesSettled(page);
      await expectNoXss(page);

      await page.evaluate((value) => window.localStorage.setItem('suite-ui.demo.rich-text', value), hostile);
      await page.reload();
      await expect(new RichTextModel(page, 'readonly').content).toBeVisible();
      await imagesSettled(page);
      await expectNoXss(page);
    });
  });
}

test.describe('mobile rich text toolbar lists', () => {
  test.use(mobileDevice);
  test('a list button opens antd-mobile’s picker (no native select) and applies the choice', async ({
    page,
  }) => {
    await page.goto('/mobile/showcase/rich-text');
    const full = new RichTextModel(page, 'full');
    await expect(full.root.locator('select')).toHaveCount(0);
    await full.focusEnd();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Minutes');
    await full.button('Format').tap();
    const picker = page.locator('.adm-picker:visible');
    await expect(picker).toBeVisible();
    // a tap while the sheet still slides in can miss: tap until the wheel has turned to the item
    await expect(async () => {
      await picker.getByText('标题 2', { exact: true }).tap();
      await expect(picker.locator('.adm-picker-view-column-item[data-selected="true"]')).toHaveText(
        '标题 2',
        {
          timeout: 1000,
        },
      );
    }).toPass();
    await picker.getByText('确定').tap();
    await expect(full.content.locator('h2', { hasText: 'Minutes' })).toBeVisible();
    await expect(full.button('Format')).toContainText('标题 2');
    // the keyboard is back in the document
    await page.keyboard.type(' done');
    await expect(full.content.locator('h2', { hasText: 'Minutes' })).toHaveText('Minutes done');
  });
});

test('desktop maximize fills the window and restores; the simple toolbar stays simple', async ({ page }) => {
  await page.goto('/showcase/rich-text');
  const full = new RichTextModel(page, 'full');
  await full.button('Maximize').click();
  await expect(full.editor).toHaveAttribute('data-maximized', 'true');
  await full.button('Maximize').click();
  await expect(full.editor).not.toHaveAttribute('data-maximized', 'true');
  const simple = new RichTextModel(page, 'simple');
  await expect(simple.editor).toHaveAttribute('data-mode', 'simple');
  await expect(simple.button('Source')).toHaveCount(0);
  await expect(simple.root.getByTestId('rich-text-placeholder')).toHaveAttribute('data-wrapped', 'true');
});
