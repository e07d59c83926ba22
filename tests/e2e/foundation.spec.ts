// The pipeline end to end: the demo's desktop and mobile pages render a real widget from each skin,
// it reacts to input, the language switch relabels it, and the fake backend answers in the same server.
import { RateModel } from '../models/rate';
import { expect, mobileDevice, test } from './support';

test.describe('desktop page', () => {
  test('renders the desktop Rate, takes a click and follows the language switch', async ({ page }) => {
    await page.goto('/showcase/rate');
    const rate = new RateModel(page);
    await expect(rate.root.locator('li.ant-rate-star')).toHaveCount(5);
    await rate.choose(4);
    await expect(rate.label).toHaveText('4 / 5 星');
    await page.getByTestId('locale-en_US').click();
    await expect(rate.label).toHaveText('4 of 5 stars');
    await page.getByTestId('locale-zh_CN').click();
    await expect(rate.label).toHaveText('4 / 5 星');
  });
});

test.describe('mobile page', () => {
  test.use(mobileDevice);

  test('renders the mobile Rate and takes a tap', async ({ page }) => {
    await page.goto('/mobile/showcase/rate');
    const rate = new RateModel(page);
    await expect(rate.root.locator('.adm-rate-box')).toHaveCount(5);
    await rate.choose(2);
    await expect(rate.label).toHaveText('2 / 5 星');
  });
});

test.describe('embedded fake backend', () => {
  test('answers the manifest and the watermark config on the demo origin', async ({ request }) => {
    const manifest = await request.get('/build/htmlversion.json');
    expect(manifest.ok()).toBeTruthy();
    const files = Object.keys(await manifest.json());
    expect(files.some((f) => /^\/build\/ui\/static\/js\/.+\.js$/.test(f))).toBeTruthy();
    const config = await request.get('/api/bcw/watermarke/queryWatermarkConfig');
    expect(await config.json()).toMatchObject({ status: true, code: 200 });
  });

  test('a built chunk is served from /build/ui/static/js', async ({ request }) => {
    const files = Object.keys(await (await request.get('/build/htmlversion.json')).json());
    const chunk = files.find((f) => f.endsWith('.js')) as string;
    const response = await request.get(chunk);
    expect(response.ok()).toBeTruthy();
    expect(response.headers()['content-type']).toContain('javascript');
  });
});
