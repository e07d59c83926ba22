// Box selection (spec 2.3): one box in single mode; in multiple mode the cap disables the other boxes.
import { expect, mobileDevice, test } from './support';

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} box selection`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('picks one leave type, then up to three topics', async ({ page }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/box-selection' : '/showcase/box-selection');
      const single = page.getByTestId('box-single');
      await expect(single.getByTestId('box-annual')).toHaveAttribute('aria-checked', 'true');
      await single.getByTestId('box-sick').click();
      await expect(single.getByTestId('box-sick')).toHaveAttribute('aria-checked', 'true');
      await expect(single.getByTestId('box-annual')).toHaveAttribute('aria-checked', 'false');
      await expect(single.getByTestId('box-maternity')).toBeDisabled();

      const multiple = page.getByTestId('box-multiple');
      for (const n of [1, 2, 3]) await multiple.getByTestId(`box-topic${n}`).click();
      await expect(multiple.getByRole('checkbox', { checked: true })).toHaveCount(3);
      await expect(multiple.getByTestId('box-topic4')).toBeDisabled();
      await expect(multiple.getByTestId('box-multiple-count')).toHaveText('已选 3 / 3 · 最多选择 3 项');
      await multiple.getByTestId('box-topic2').click();
      await expect(multiple.getByTestId('box-topic4')).toBeEnabled();
      await page.screenshot({ path: `/tmp/suite-ui-e2e/h24/box-selection-${skin}.png`, fullPage: true });
    });
  });
}
