// The light filter (issue 38): each condition a chip whose editor opens in a popover, the rest
// under "more filters"; a change searches at once and the chip says what it holds.
import { expect, test } from './support';

test('a chip edits its condition in a popover; more filters holds the rest; clear searches again', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
  await page.goto('/showcase/advanced-search');
  const light = page.getByTestId('light-filter');
  const chip = (id: string) => light.locator(`[data-testid="light-filter-chip"][data-id="${id}"]`);
  const popover = page.locator('.ant-popover:visible');
  const payload = page.getByTestId('advanced-search-payload');
  await expect(light.getByTestId('light-filter-chip')).toHaveCount(4);
  await expect(light.getByTestId('light-filter-more')).toHaveText(/更多筛选（6）/);

  await chip('keyword').click();
  await popover.getByTestId('advanced-search-field-keyword').locator('input').fill('acme');
  await popover.getByTestId('light-filter-apply').click();
  await expect(chip('keyword')).toHaveText(/名称: acme/);
  await expect(payload).toContainText('"keyword": "acme"');

  await light.getByTestId('light-filter-more').click();
  await popover.getByTestId('advanced-search-field-priority').getByText('高', { exact: true }).click();
  await popover.getByTestId('light-filter-apply').click();
  await expect(chip('priority')).toHaveText(/优先级: 高/);
  await expect(light.getByTestId('light-filter-more')).toHaveText(/更多筛选（5）/);
  await page.screenshot({ path: test.info().outputPath('light-filter.png') });

  await light.locator('[data-testid="light-filter-clear"][data-id="keyword"]').click();
  await expect(payload).not.toContainText('acme');
  await expect(chip('keyword')).toHaveText(/^名称/);
  expect(problems).toEqual([]);
});
