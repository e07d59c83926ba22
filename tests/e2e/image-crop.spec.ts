// Image cropper (issue 27, spec 5 and 9): 2 MB limit, crop to a square base64 webp, desktop and mobile.
import { ImageCropModel } from '../models/media';
import { expect, mobileDevice, test } from './support';

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} image cropper`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('refuses a file past 2 MB and crops an image to a square webp', async ({ page }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/image-crop' : '/showcase/image-crop');
      const crop = new ImageCropModel(page);
      await crop.input().setInputFiles({
        name: 'big.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
      });
      await expect(crop.root.getByTestId('crop-error')).toContainText('图片大小不能超过 2 MB');

      await page.getByTestId('crop-sample').click();
      await expect(crop.root).toHaveAttribute('data-status', 'editing');
      await crop.root.getByTestId('crop-rotate-left').click();
      await expect(crop.root.getByTestId('crop-confirm')).toBeEnabled();
      await crop.root.getByTestId('crop-confirm').click();
      const result = crop.root.getByTestId('crop-result').locator('img');
      await expect(result).toHaveAttribute('src', /^data:image\/webp;base64,/);
      const size = await result.evaluate((img: HTMLImageElement) =>
        img.decode().then(() => [img.naturalWidth, img.naturalHeight]),
      );
      expect(size[0]).toBeGreaterThan(100);
      expect(size[0]).toBe(size[1]);
      await expect(crop.root.getByTestId('crop-size')).toContainText('KB');
    });
  });
}
