// Number input (spec 5): bounds and step in both skins; a refused draft says why and blur clamps it.
import { expect, mobileDevice, test } from './support';

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} number input`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('steps to the bound, refuses a number above it and clamps it on blur', async ({ page }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/number-input' : '/showcase/number-input');
      const quantity = page.getByTestId('number-quantity');
      const value = page.getByTestId('value-quantity');
      await expect(quantity.getByRole('spinbutton')).toHaveValue('4');
      await quantity.getByTestId('number-quantity-increase').click();
      await quantity.getByTestId('number-quantity-increase').click();
      await quantity.getByTestId('number-quantity-increase').click();
      await expect(quantity.getByRole('spinbutton')).toHaveValue('10');
      await expect(quantity.getByTestId('number-quantity-increase')).toBeDisabled();
      await expect(value).toHaveText('当前值：10');

      const box = quantity.getByRole('spinbutton');
      await box.fill('13');
      await expect(quantity.getByRole('alert')).toHaveText('不能大于 10');
      await box.blur();
      await expect(box).toHaveValue('10');
      await expect(quantity.getByRole('alert')).toHaveCount(0);

      await box.fill('3');
      await box.press('Enter');
      await expect(value).toHaveText('当前值：3');
    });

    test('keeps one decimal by steps of 0.5', async ({ page }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/number-input' : '/showcase/number-input');
      const price = page.getByTestId('number-price');
      await expect(price.getByRole('spinbutton')).toHaveValue('12.5');
      await price.getByTestId('number-price-decrease').click();
      await expect(price.getByRole('spinbutton')).toHaveValue('12.0');
      await expect(page.getByTestId('value-price')).toHaveText('当前值：12');
      await page.getByTestId('number-quantity-box').fill('13');
      await page.screenshot({ path: `/tmp/suite-ui-e2e/h24/number-input-${skin}.png`, fullPage: true });
    });
  });
}
