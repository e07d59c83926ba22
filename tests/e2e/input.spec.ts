// Input (spec 2.3 mobile widget, spec 5 string length): typing is counted and cut at the most
// length (ASCII 1, others 3), the clear button empties the box, a required field says so once left,
// read-only shows the text or "—".
import { InputModel } from '../models/input';
import { expect, mobileDevice, test } from './support';

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} input`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('types, counts, cuts at the most length and clears', async ({ page }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/input' : '/showcase/input');
      const name = new InputModel(page, 'input-name');
      await expect(name.count).toHaveText('0/20');
      await expect(name.clearButton).toHaveCount(0);
      await name.type('Budget 会议');
      await expect(name.box).toHaveValue('Budget 会议');
      await expect(name.count).toHaveText('13/20');
      await expect(page.getByTestId('input-name-value')).toContainText('Budget 会议');
      // 13 + 3 + 3 = 19: a third Chinese character would make 22 and is cut; the ASCII one fits (20)
      await name.type('评审纪要x');
      await expect(name.box).toHaveValue('Budget 会议评审x');
      await expect(name.count).toHaveText('20/20');
      await name.clear();
      await expect(name.box).toHaveValue('');
      await expect(name.count).toHaveText('0/20');
      await expect(name.clearButton).toHaveCount(0);
      await name.box.focus();
      await name.box.blur();
      await expect(name.error).toHaveText('请填写会议名称');
      await expect(name.box).toHaveAttribute('aria-invalid', 'true');
      await name.type('x');
      await expect(name.error).toHaveCount(0);
      await page.screenshot({ path: `/tmp/suite-ui-e2e/h24-input/input-${skin}.png`, fullPage: true });
    });

    test('shows read-only text, the empty text, a disabled box and a host message', async ({ page }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/input' : '/showcase/input');
      await expect(new InputModel(page, 'input-read').text).toHaveText('市场部');
      await expect(new InputModel(page, 'input-read-empty').text).toHaveText('—');
      await expect(new InputModel(page, 'input-disabled').box).toBeDisabled();
      const code = new InputModel(page, 'input-error');
      await expect(code.error).toHaveText('该编号已被占用');
      await expect(code.box).toHaveAttribute('aria-invalid', 'true');
    });
  });
}
