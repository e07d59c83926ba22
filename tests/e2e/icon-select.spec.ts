// Icon selector (spec 1, 3) and badge (spec 9): pick a module icon by search; a badge reads 99+ past 99.
import { expect, mobileDevice, test } from './support';

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} icon selector and badge`, () => {
    if (skin === 'mobile') test.use(mobileDevice);
    const at = (path: string) => (skin === 'mobile' ? `/mobile/showcase/${path}` : `/showcase/${path}`);

    test('picks an icon by search', async ({ page }) => {
      await page.goto(at('icon-select'));
      const selector = page.getByTestId('icon-select');
      await expect(selector.getByTestId('icon-select-value')).toContainText('流程');
      await selector.getByRole('searchbox').first().fill('合同');
      await expect(selector.locator('button[aria-pressed]')).toHaveCount(1);
      await selector.getByTestId('icon-contract').click();
      await expect(selector.getByTestId('icon-contract')).toHaveAttribute('aria-pressed', 'true');
      await expect(selector.getByTestId('icon-select-value')).toContainText('合同');
      await selector.getByRole('searchbox').first().fill('不存在');
      await expect(selector.getByText('没有匹配的图标')).toBeVisible();
    });

    test('shows 99+ past 99', async ({ page }) => {
      await page.goto(at('badge'));
      const badge = page.getByTestId('badge-count');
      await expect(badge).toContainText('98');
      await page.getByTestId('badge-add').click();
      await expect(badge).toContainText('99');
      await page.getByTestId('badge-add').click();
      await expect(badge).toHaveAttribute('data-text', '99+');
      await expect(badge).toContainText('99+');
    });
  });
}
