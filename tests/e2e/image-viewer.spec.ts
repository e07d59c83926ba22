// Image viewer (issue 27, spec 8): thumbnails open the built-in viewer, also when a host's photo view
// fails its check; keys switch, zoom and rotate on desktop; mobile swipes between images.
import { expect, mobileDevice, test } from './support';

test('desktop viewer: keys switch, zoom and rotate; a failing host previewer falls back', async ({
  page,
}) => {
  await page.goto('/showcase/image-viewer');
  await page.getByTestId('viewer-basic').getByTestId('image-thumb-1').click();
  const viewer = page.getByTestId('image-viewer');
  await expect(page.getByTestId('image-viewer-counter')).toHaveText('2 / 3');
  await viewer.press('ArrowRight');
  await expect(page.getByTestId('image-viewer-counter')).toHaveText('3 / 3');
  await viewer.press('+');
  await viewer.press('r');
  await expect(page.getByTestId('image-viewer-image')).toHaveAttribute(
    'style',
    /scale\(1\.25\) rotate\(90deg\)/,
  );
  await viewer.press('Escape');
  await expect(viewer).toBeHidden();

  await page.getByTestId('viewer-fallback').getByTestId('image-thumb-0').click();
  await expect(page.getByTestId('image-viewer-counter')).toHaveText('1 / 3');
});

test.describe('mobile viewer', () => {
  test.use(mobileDevice);
  test('opens the built-in viewer from a thumbnail and after a failing app preview, and rotates', async ({
    page,
  }) => {
    await page.goto('/mobile/showcase/image-viewer');
    await page.getByTestId('viewer-fallback').getByTestId('image-thumb-2').click();
    await expect(page.getByTestId('image-viewer-counter')).toHaveText('3 / 3');
    const image = page.getByTestId('image-viewer-image');
    await expect(image).toHaveAttribute('style', /rotate\(0deg\)/);
    await page.getByTestId('image-viewer-rotate').click();
    await expect(image).toHaveAttribute('style', /rotate\(90deg\)/);
  });
});

test('the upload image list previews with the built-in viewer: previous and next step through its images', async ({
  page,
}) => {
  await page.goto('/showcase/upload');
  const list = page.getByTestId('showcase-image-list');
  const tiles = list.locator('.suite-image-tile img');
  await expect(tiles.nth(1)).toBeVisible();
  const count = await tiles.count();
  expect(count).toBeGreaterThan(1);
  await tiles.nth(1).click();
  const viewer = page.getByTestId('image-viewer');
  await expect(viewer.getByTestId('image-viewer-counter')).toHaveText(`2 / ${count}`);
  await viewer.press('ArrowRight');
  await expect(viewer.getByTestId('image-viewer-counter')).toHaveText(`${count > 2 ? 3 : 1} / ${count}`);
  await viewer.press('Escape');
  await expect(viewer).toBeHidden();
});
