// Markdown editor (spec 1): the preview renders a table and a task list, the contents list the
// headings, toolbar actions write syntax, and hostile markdown never runs; desktop and mobile.
import { XSS_MARKDOWN_VECTORS } from '../../core/src/rich-text/xss-vectors';
import { MarkdownModel } from '../models/markdown';
import { expect, mobileDevice, test } from './support';

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} markdown editor`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('renders a table and a task list, lists headings, and neutralises hostile markdown', async ({
      page,
    }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/markdown' : '/showcase/markdown');
      const md = new MarkdownModel(page);
      await expect(md.root.getByTestId('markdown-editor')).toHaveAttribute(
        'data-layout',
        skin === 'mobile' ? 'tabs' : 'split',
      );
      const preview = async () => {
        if (skin === 'mobile') await md.root.getByRole('tab', { name: /预览|Preview/ }).click();
      };
      const source = async () => {
        if (skin === 'mobile') await md.root.getByRole('tab', { name: /编辑|Write/ }).click();
      };
      await preview();
      await expect(md.preview.locator('table td')).toHaveCount(4);
      await expect(md.preview.locator('input[type=checkbox]')).toHaveCount(2);
      await expect(md.preview.locator('input[type=checkbox]:checked')).toHaveCount(1);
      await expect(md.root.getByTestId('markdown-toc').locator('a')).toHaveCount(3);

      await source();
      await md.source.fill('');
      await md.root.getByTestId('markdown-action-table').click();
      const written = await md.source.inputValue();
      expect(written).toMatch(/^\| .+ \|\n\| --- \| --- \|/);
      await md.source.fill(`${written}\n\n${XSS_MARKDOWN_VECTORS.map((v) => v.html).join('\n\n')}`);
      await preview();
      await expect(md.preview.locator('table')).toHaveCount(1);
      // every image has loaded or failed, so an onerror vector would have run by now
      await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      const unsafe = await md.preview
        .locator('[href^="javascript" i], [src^="javascript" i], [onerror], script, iframe')
        .count();
      expect(unsafe).toBe(0);
    });
  });
}
