// Signature (issue 27): draw, undo, export to PNG and SVG, on desktop and mobile.
import { SignatureModel } from '../models/media';
import { expect, mobileDevice, test } from './support';

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} signature`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('draws a signature, refuses an empty export, exports PNG and SVG', async ({ page }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/signature' : '/showcase/signature');
      const pad = new SignatureModel(page);
      await expect(pad.root).toHaveAttribute('data-empty', 'true');
      await pad.button('export-svg').click();
      await expect(page.getByTestId('signature-error')).toHaveText('请先签名');

      await pad.draw();
      await expect(pad.root).toHaveAttribute('data-empty', 'false');
      await pad.button('export-png').click();
      const exported = page.getByTestId('signature-exported');
      await expect(exported).toHaveAttribute('data-format', 'png');
      const png = exported.locator('img');
      await expect(png).toHaveAttribute('src', /^data:image\/png;base64,/);
      expect(
        await png.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
      ).toBeGreaterThan(100);

      await pad.button('export-svg').click();
      await expect(exported).toHaveAttribute('data-format', 'svg');
      const svg = await exported.locator('img').getAttribute('src');
      expect(Buffer.from(svg?.split(',')[1] ?? '', 'base64').toString()).toContain('<path d="M');

      await pad.button('undo').click();
      await expect(pad.root).toHaveAttribute('data-empty', 'true');
    });
  });
}
