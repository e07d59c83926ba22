// Failure wording (issue 35 item 10): a column-settings save that fails says the save failed, in the
// user's words from the catalogue, never "load failed" nor the client's raw text.
import { TableModel } from '../models/table';
import { expect, test } from './support';

test('a failed column-settings save says the save failed, not that loading failed', async ({ page }) => {
  const table = new TableModel(page);
  await page.goto('/showcase/table');
  // the demo's heaviest page: its first rows get the page-load wait of the table model
  await table.shown();
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

// The widgets that read failures since (issue 35 item 10): each fails its first call through the
// fault switch's kind of rule and says what failed and why, never the client's text.
const WIDGETS = [
  {
    name: 'share list',
    url: '/showcase/share',
    path: '/api/app/document/front/data/permission/table/list',
    // an error page: "HTTP 500" to the client
    fault: '500',
    shown: 'share-list-error',
    says: ['共享列表加载失败', '请稍后重试'],
  },
  {
    name: 'detail card (form)',
    url: '/showcase/detail-card',
    path: '/api/task/common/card/task/',
    // an answer that is not the suite's: "answer is not JSON" to the client
    fault: 'malformed',
    shown: 'detail-card-error',
    says: ['加载失败', '请稍后重试'],
  },
] as const;

for (const widget of WIDGETS) {
  test(`a failed ${widget.name} says what failed, never the client's text`, async ({ page }) => {
    // the answer sets this browser's cookie: the rule fails only its calls
    const armed = await page.request.post('/__fixtures/faults', {
      data: { path: widget.path, fault: widget.fault, times: 5, scope: 'browser' },
    });
    expect(armed.ok()).toBe(true);
    await page.goto(widget.url);
    const shown = page.getByTestId(widget.shown);
    for (const words of widget.says) await expect(shown).toContainText(words);
    await expect(shown).not.toContainText(/Failed to fetch|JSON|HTTP|network error|socket/i);
  });
}
