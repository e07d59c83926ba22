// Transfer (spec 1, 2.3): select and search on both sides, move items across; disabled items stay.
import { TransferModel } from '../models/transfer';
import { expect, mobileDevice, test } from './support';

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} transfer`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('moves items right and back, by search', async ({ page }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/transfer' : '/showcase/transfer');
      const transfer = new TransferModel(page, 'transfer-basic');
      const keys = page.getByTestId('transfer-basic-keys');
      await expect(transfer.item('target', 'p2')).toBeVisible();
      await expect(transfer.moveRight()).toBeDisabled();
      await transfer.toggle('source', 'p1');
      await transfer.toggle('source', 'p3');
      await transfer.moveRight().click();
      await expect(keys).toContainText('p2, p1, p3');
      await expect(transfer.item('target', 'p3')).toBeVisible();

      await transfer.search('source', '15');
      await expect(transfer.item('source', 'p15')).toBeVisible();
      await expect(transfer.item('source', 'p5')).toBeHidden();
      await transfer.toggle('source', 'p15');
      await transfer.moveRight().click();
      await expect(keys).toContainText('p2, p1, p3, p15');

      await transfer.toggle('target', 'p1');
      await transfer.moveLeft().click();
      await expect(keys).toContainText('p2, p3, p15');
    });
  });
}
