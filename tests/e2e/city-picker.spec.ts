// City picker (spec 1, 9): pick a district down the cascade or by a pinyin search, read its GB/T 2260
// code; a failed data load offers a retry.
import { CityPickerModel } from '../models/city-picker';
import { expect, mobileDevice, test } from './support';

test.describe('desktop city picker', () => {
  test('picks a district down the cascade and by pinyin, and reads its code', async ({ page }) => {
    await page.goto('/showcase/city-picker');
    const picker = new CityPickerModel(page);
    await expect(picker.code).toHaveText('行政区划代码：110101');
    await expect(picker.picker).toContainText('东城区');
    await picker.pickPath(['浙江省', '杭州市', '西湖区']);
    await expect(picker.code).toHaveText('行政区划代码：330106');
    await picker.searchDesktop('futian', /深圳市.*福田区/);
    await expect(picker.code).toHaveText('行政区划代码：440304');

    const city = new CityPickerModel(page, 'city');
    await city.pickPath(['广东省', '深圳市']);
    await expect(city.code).toHaveText('行政区划代码：440300');
    await expect(page.getByTestId('city-failing-error')).toBeVisible();
  });
});

test.describe('mobile city picker', () => {
  test.use(mobileDevice);

  test('picks a district by pinyin search and through the wheels', async ({ page }) => {
    await page.goto('/mobile/showcase/city-picker');
    const picker = new CityPickerModel(page);
    await expect(picker.code).toHaveText('行政区划代码：110101');
    await picker.searchMobile('xihu', '浙江省 / 杭州市 / 西湖区');
    await expect(picker.code).toHaveText('行政区划代码：330106');
    await expect(picker.picker.getByTestId('city-district-trigger')).toContainText(
      '浙江省 / 杭州市 / 西湖区',
    );
    await picker.picker.getByTestId('city-district-trigger').click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(picker.code).toHaveText('行政区划代码：330106');
    await expect(page.getByTestId('city-failing-error')).toBeVisible();
  });
});
