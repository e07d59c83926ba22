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

test.describe('mobile full-screen signature', () => {
  test.use(mobileDevice);

  test('an upright phone signs in landscape: the pad turns, strokes follow the finger, export is wide', async ({
    page,
  }) => {
    await page.goto('/mobile/showcase/signature');
    const pad = new SignatureModel(page);
    await pad.root.getByTestId('signature-fullscreen').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAttribute('data-rotation', '90');
    await expect(dialog).toContainText('请将手机横过来签名');
    // on screen the turned canvas is tall; its own size is wide
    const canvas = dialog.getByTestId('signature-canvas');
    const box = await canvas.boundingBox();
    const own = await canvas.evaluate((c: HTMLCanvasElement) => ({ w: c.offsetWidth, h: c.offsetHeight }));
    expect(box && box.height > box.width).toBe(true);
    expect(own.w).toBeGreaterThan(own.h);

    await pad.draw();
    await expect(pad.root).toHaveAttribute('data-empty', 'false');
    await pad.button('export-svg').click();
    await pad.root.getByTestId('signature-fullscreen').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const src = await page.getByTestId('signature-exported').locator('img').getAttribute('src');
    const svg = Buffer.from(src?.split(',')[1] ?? '', 'base64').toString();
    const [width, height] = [/width="([\d.]+)"/, /height="([\d.]+)"/].map((re) => Number(re.exec(svg)?.[1]));
    expect(width).toBeGreaterThan(height ?? 0);
    const points = [...svg.matchAll(/[ML]([\d.]+) ([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(points.length).toBeGreaterThan(5);
    // the zigzag ran across the screen (the canvas's height) and up and down it (the canvas's width)
    const xs = points.map(([x]) => x ?? 0);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan((width ?? 0) * 0.4);
    expect(
      points.every(
        ([x, y]) => (x ?? -1) >= 0 && (x ?? 0) <= (width ?? 0) && (y ?? -1) >= 0 && (y ?? 0) <= (height ?? 0),
      ),
    ).toBe(true);
  });
});
