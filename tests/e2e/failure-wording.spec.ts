// Failure wording (issue 35 item 10): a column-settings save that fails says the save failed, in the
// user's words from the catalogue, never "load failed" nor the client's raw text.
import { TableModel } from '../models/table';
import { expect, test } from './support';

test('a failed column-settings save says the save failed, not that loading failed', async ({ page }) => {
  const table = new TableModel(page);
  await page.goto('/showcase/table');
  await expect(table.rows.first()).toBeVisible();
  // the fault switch's way: a rule of this browser's own, the next layout save answers 500
  const armed = await page.request.post('/__fixtures/faults', {
    data: { path: '/api/hrm/common/table/colSet/add', fault: '500', times: 1, scope: 'browser' },
  });
  expect(armed.ok()).toBe(true);
  await table.openSettings();
  await table.toggle('owner');
  // the panel stays open with the edits: the save did not happen
  await page.getByTestId('table-panel-save').click();
  const alert = page.getByRole('alert').filter({ hasText: /保存失败|Could not save/ });
  await expect(alert).toContainText(/保存失败|Could not save/);
  await expect(alert).not.toContainText(/加载失败|Could not load/);
  await expect(alert).not.toContainText(/Failed to fetch|HTTP|JSON/i);
});
