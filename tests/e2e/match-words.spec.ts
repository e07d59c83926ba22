// Personal match words (issue 36 item 7; spec 6, 7 queryPersonalMatchWords /
// updatePersonalMatchWords): the user keeps their own list on the server, and the advanced
// search's quick-search box offers it as they type.
import type { Page } from '@playwright/test';
import { expect, mobileDevice, test } from './support';

async function addWords(page: Page, words: readonly string[]) {
  await page.getByTestId('advanced-search-match-words').click();
  const dialog = page.getByTestId('match-words-dialog');
  await expect(dialog).toBeVisible();
  const input = page
    .locator('input[data-testid="match-words-input"], [data-testid="match-words-input"] input')
    .first();
  for (const word of words) {
    await input.fill(word);
    await input.press('Enter');
    await expect(dialog.locator(`[data-testid="match-word"][data-word="${word}"]`)).toBeVisible();
  }
  // a word already in the list is refused with a reason, and nothing is sent
  await input.fill(words[0] as string);
  await input.press('Enter');
  await expect(page.getByTestId('match-words-problem')).toBeVisible();
  return dialog;
}

test('desktop: a user keeps their match words, and the quick search offers them', async ({ page }) => {
  await page.goto('/showcase/advanced-search');
  const dialog = await addWords(page, ['合同审批', '客户回访']);
  // removing one saves the list without it; it stays so after a reload (kept on the server)
  await dialog.getByRole('button', { name: /客户回访/ }).click();
  await expect(dialog.getByTestId('match-word')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('match-words-desktop.png') });
  await page.reload();
  await page.getByTestId('advanced-search-match-words').click();
  const kept = page.getByTestId('match-words-dialog').getByTestId('match-word');
  await expect(kept).toHaveCount(1);
  await expect(kept).toHaveAttribute('data-word', '合同审批');
  await page.keyboard.press('Escape');
  // the dialog gives focus back to its button once it has closed: type only after that
  await expect(page.getByTestId('match-words-dialog')).toBeHidden();

  // the quick-search box is a combobox now: it offers the user's words
  const quick = page.getByTestId('advanced-search').getByRole('combobox').first();
  await quick.fill('合同');
  // the drawn option (antd keeps a hidden copy for screen readers beside it)
  await page.locator('.ant-select-item-option').filter({ hasText: '合同审批' }).click();
  await expect(quick).toHaveValue('合同审批');
  await quick.press('Enter');
  await expect(page.getByTestId('advanced-search-payload')).toContainText('合同审批');
});

test.describe('mobile', () => {
  test.use(mobileDevice);

  test('the match words sheet edits the list; the quick-search bar offers the words', async ({ page }) => {
    await page.goto('/mobile/showcase/advanced-search');
    const dialog = await addWords(page, ['合同审批']);
    await page.screenshot({ path: test.info().outputPath('match-words-mobile.png') });
    await dialog
      .getByRole('button', { name: /关闭|Close/ })
      .first()
      .click();
    await expect(dialog).toBeHidden();
    const bar = page.getByTestId('advanced-search-quick-keyword').locator('input');
    await bar.click();
    await page.getByTestId('match-word-offer').filter({ hasText: '合同审批' }).click();
    await expect(bar).toHaveValue('合同审批');
    await bar.press('Enter');
    await expect(page.getByTestId('advanced-search-payload')).toContainText('合同审批');
  });
});
