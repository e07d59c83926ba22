// Related records (issue 26, spec 4, 7, 8): linking two records sends one add call with both ids,
// unlinking one sends one delete call with that id only, and the card can never link to itself.
import { RelationModel } from '../models/relation';
import { expect, mobileDevice, test } from './support';

const CARD = 'task-3';

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} related records`, () => {
    if (skin === 'mobile') test.use(mobileDevice);
    const url = skin === 'mobile' ? '/mobile/showcase/relation' : '/showcase/relation';

    test('links two records and unlinks one, sending only the difference', async ({ page, request }) => {
      await page.goto(url);
      const documents = new RelationModel(page, 'document');
      await expect(documents.empty).toHaveText('未关联');
      await expect(documents.add).toHaveText(/添加文档/);
      const added = documents.nextCall('add');
      await documents.pick('document-3', 'document-4');
      expect((await added).postDataJSON()).toEqual({
        id: 'document-3,document-4',
        entityId: CARD,
        module: 'crm',
        type: 1,
      });
      await expect(documents.rows).toHaveCount(2);
      const removed = documents.nextCall('delete');
      await documents.unlink('document-3');
      expect((await removed).postDataJSON()).toEqual({ id: 'document-3', entityId: CARD, module: 'crm' });
      await expect(documents.rows).toHaveCount(1);
      await expect(documents.row('document-4')).toBeVisible();
      const calls = (await (await request.get('/__fixtures/relation/calls')).json()).data as {
        action: string;
        body: Record<string, unknown>;
      }[];
      expect(calls.map((call) => [call.action, call.body.id])).toEqual([
        ['add', 'document-3,document-4'],
        ['delete', 'document-3'],
      ]);
      await page.screenshot({ path: test.info().outputPath(`relation-${skin}.png`), fullPage: true });
    });

    test('refuses a self link and sends nothing for it', async ({ page, request }) => {
      await page.goto(url);
      const tasks = new RelationModel(page, 'task');
      await expect(tasks.rows).toHaveCount(2);
      await expect(tasks.row('task-1')).toContainText('已完成');
      await expect(tasks.row('task-12')).toContainText('已删除');
      await tasks.pick(CARD);
      await expect(tasks.info).toContainText('不能关联自身');
      await expect(tasks.rows).toHaveCount(2);
      const calls = (await (await request.get('/__fixtures/relation/calls')).json()).data as unknown[];
      expect(calls).toEqual([]);
    });
  });
}

test('desktop: lower secret levels are dropped and free modules are read-only', async ({ page }) => {
  await page.goto('/showcase/relation');
  const secret = new RelationModel(page, 'document', 'relation-secret');
  await expect(secret.rows).toHaveCount(1);
  await expect(secret.row('document-2')).toBeVisible();
  const free = new RelationModel(page, 'task', 'relation-free');
  await expect(free.add).toHaveCount(0);
  await expect(free.root).toContainText('模块未开通');
});

for (const [skin, url] of [
  ['desktop', '/showcase/relation'],
  ['mobile', '/mobile/showcase/relation'],
] as const) {
  test(`${skin}: a linked row opens its record through the detail link; a deleted one has no link`, async ({
    page,
  }) => {
    if (skin === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url);
    const tasks = page.getByTestId('relation-task').first();
    const link = tasks.locator('[data-testid="relation-task-row"][data-id="task-1"] a');
    // the demo's host passes a module route on desktop and a mobile template on mobile: both lead here
    await expect(link).toHaveAttribute('href', '/workflow/detail/task-1');
    await expect(link).not.toHaveAttribute('target');
    await expect(tasks.locator('[data-testid="relation-task-row"][data-id="task-12"] a')).toHaveCount(0);
    await link.click();
    await expect(page).toHaveURL(/\/workflow\/detail\/task-1$/);
    await expect(page.getByTestId('workflow-detail')).toContainText('task-1');
  });
}
