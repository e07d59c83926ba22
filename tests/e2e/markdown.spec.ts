// Markdown editor (spec 1): the preview renders a table and a task list, the contents list the
// headings, toolbar actions write syntax, and hostile markdown never runs; desktop and mobile.
import { STYLE_ESCAPE_VECTORS, XSS_MARKDOWN_VECTORS } from '../../core/src/rich-text/xss-vectors';
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

    test('keeps hostile styles inside the preview: the page keeps its look and nothing paints over it', async ({
      page,
    }) => {
      const offSite: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).hostname.endsWith('evil.test')) offSite.push(request.url());
      });
      await page.goto(skin === 'mobile' ? '/mobile/showcase/markdown' : '/showcase/markdown');
      const md = new MarkdownModel(page);
      if (skin === 'mobile') await md.root.getByRole('tab', { name: /编辑|Write/ }).click();
      await md.source.fill(STYLE_ESCAPE_VECTORS.map((v) => v.html).join('\n\n'));
      if (skin === 'mobile') await md.root.getByRole('tab', { name: /预览|Preview/ }).click();
      await expect(md.preview).toContainText('Session expired');
      await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
      const look = await md.preview.evaluate((preview) => {
        const root = getComputedStyle(document.documentElement);
        const body = getComputedStyle(document.body);
        const box = preview.getBoundingClientRect();
        const inside = Array.from(preview.querySelectorAll('*'));
        const placed = inside
          .map((element) => getComputedStyle(element))
          .filter(
            (style) => style.position !== 'static' || style.zIndex !== 'auto' || style.transform !== 'none',
          )
          .map((style) => `${style.position} ${style.zIndex} ${style.transform}`);
        // the page's corners and the middle of the top bar are not the preview's to paint
        const points: [number, number][] = [
          [2, 2],
          [innerWidth - 3, 2],
          [2, innerHeight - 3],
          [innerWidth / 2, 10],
        ];
        const covered = points.filter(([x, y]) => {
          const hit = document.elementFromPoint(x, y);
          const outside = x < box.left || x > box.right || y < box.top || y > box.bottom;
          return outside && hit !== null && preview.contains(hit);
        });
        return {
          filter: root.filter,
          bodyFilter: body.filter,
          bodyOpacity: body.opacity,
          sheets: preview.querySelectorAll('style, link').length,
          placed,
          covered: covered.length,
          // the skin's own section wrappers aside, nothing in the preview wears the page's classes
          foreignClasses: inside.filter(
            (element) =>
              !element.classList.contains('suite-markdown-section') && /ant-|suite-/.test(element.className),
          ).length,
        };
      });
      expect(look).toEqual({
        filter: 'none',
        bodyFilter: 'none',
        bodyOpacity: '1',
        sheets: 0,
        placed: [],
        covered: 0,
        foreignClasses: 0,
      });
      expect(offSite).toEqual([]);
    });
  });
}
