// Editable cards of the mobile table (issue 38): a card's Edit opens core's row editor in a sheet
// over the task list of the fake backend (fixtures/src/handlers/table-rows.ts), which checks each
// save as a real server would (title required, at most 60 characters, unique).
import { TableModel } from '../models/table';
import { expect, mobileDevice, test } from './support';

test.use(mobileDevice);

test('a card is edited in a sheet: core checks it, a refused save keeps the values and the reason, a good one is saved', async ({
  page,
}) => {
  const table = new TableModel(page, 'table-rows');
  await page.goto('/mobile/showcase/table');
  await table.root.getByTestId('table-rows-list').scrollIntoViewIfNeeded();
  const first = table.cards.first();
  await expect(first).toBeVisible();
  const key = (await first.getAttribute('data-key')) ?? '';
  const original = await first.locator('[data-column="title"]').innerText();

  // Esc drops the edit
  await first.getByRole('button', { name: `编辑第 ${key} 行` }).click();
  const sheet = page.getByRole('dialog', { name: `编辑第 ${key} 行` });
  const title = sheet.getByRole('textbox', { name: '任务' });
  await expect(title).toHaveValue(original.replace(/^任务\s*/, ''));
  await title.fill('不会保存');
  await title.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(first.locator('[data-column="title"]')).toContainText(original.replace(/^任务\s*/, ''));

  // core's rules before any call: the title is required
  await first.getByRole('button', { name: `编辑第 ${key} 行` }).click();
  await title.fill('');
  await sheet.getByTestId('table-rows-edit-save').click();
  await expect(sheet.getByTestId('table-rows-edit-notice')).toHaveText('请修正标出的错误');
  await expect(sheet.getByTestId('table-rows-edit-title-error')).not.toBeEmpty();

  // the server refuses a title another task has: the sheet keeps it and says why
  await title.fill('客户满意度调查');
  await sheet.getByTestId('table-rows-edit-save').click();
  await expect(sheet.getByTestId('table-rows-edit-notice')).toContainText('已有同名任务');
  await expect(title).toHaveValue('客户满意度调查');
  await page.screenshot({ path: test.info().outputPath('table-mobile-edit-refused.png') });

  // a good title is saved and the card shows it
  await title.fill('季度预算复核');
  await sheet.getByTestId('table-rows-edit-save').click();
  await expect(sheet).toBeHidden();
  await expect(table.root.locator('[data-column="title"]', { hasText: '季度预算复核' })).toBeVisible();
  expect(table.problems).toEqual([]);
});
