// Detail card (issue 16, spec 2.3, 4, 5, 8): a task card from the fake backend is filled, submitted
// with an error in a closed group (opened and scrolled into view), fixed, saved and reloaded.
import { DetailCardModel } from '../models/detail-card';
import { expect, mobileDevice, test } from './support';

test.describe('desktop detail card', () => {
  test('fills a card, shows the first error in its opened group, saves and reloads the values', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on(
      'console',
      (message) => ['error', 'warning'].includes(message.type()) && errors.push(message.text()),
    );
    await page.goto('/showcase/detail-card');
    const card = new DetailCardModel(page);
    await card.ready();
    await expect(card.root.getByTestId('detail-card-title')).toHaveText('任务卡片');
    await card.fill('name', 'E2E 任务');
    await card.fill('description', '第一行\n第二行');
    await card.field('urgent').getByRole('switch').click();
    // RICHTEXT is the rich text editor
    await card.field('content').getByTestId('rich-text-content').click();
    await page.keyboard.type('富文本正文');
    await expect(card.section('detail')).toHaveAttribute('data-open', 'false');
    await card.submit.click();
    await expect(card.section('detail')).toHaveAttribute('data-open', 'true');
    await expect(card.error('amount')).toHaveText('请填写进度（%）');
    await expect(card.field('amount')).toBeInViewport();
    await expect(card.input('amount')).toBeFocused();
    await card.fill('amount', '42');
    await expect(card.error('amount')).toHaveCount(0);
    await card.submit.click();
    await expect(card.notice).toContainText('已保存');
    await page.screenshot({ path: test.info().outputPath('detail-card-desktop.png'), fullPage: true });

    await page.reload();
    await card.ready();
    await expect(card.input('name')).toHaveValue('E2E 任务');
    await expect(card.input('description')).toHaveValue('第一行\n第二行');
    await expect(card.field('urgent').getByRole('switch')).toBeChecked();
    await expect(card.field('content').getByTestId('rich-text-content')).toContainText('富文本正文');
    await card.section('detail').getByTestId('form-section-detail-toggle').click();
    await expect(card.input('amount')).toHaveValue('42');
    expect(errors).toEqual([]);
  });

  test('shows the related records, and in hover-edit saves each field with the card header (spec 2.3, 3)', async ({
    page,
  }) => {
    await page.goto('/showcase/detail-card');
    const card = new DetailCardModel(page);
    await card.ready();
    const documents = card.root.getByTestId('detail-card-related-document');
    // d3 is below the card's secret level (2)
    await expect(documents.getByTestId('detail-card-related-document-row')).toHaveCount(2);
    await expect(documents).not.toContainText('低密级草稿');
    await expect(card.root.getByTestId('detail-card-related-mainline')).toContainText('新版官网');
    // a related record opens its page (spec 2.2, the page's detail-link rule)
    await expect(card.root.getByTestId('detail-card-related-task-link')).toHaveAttribute('href', /t2/);
    await expect(card.root.getByTestId('detail-card-related-marketactivity-add')).toHaveCount(0);
    const unlinked = page.waitForRequest((r) => r.url().includes('/api/task/common/relevance/delete'));
    await documents.getByTestId('detail-card-related-document-remove').first().click();
    expect((await unlinked).headers()['x-suite-card']).toBe('task-card');
    await expect(documents.getByTestId('detail-card-related-document-row')).toHaveCount(1);

    await page.getByTestId('demo-hover-edit').click();
    await expect(card.root.getByTestId('form-saves-per-field')).toBeVisible();
    await expect(card.submit).toHaveCount(0);
    const name = card.field('name');
    await name.hover();
    await name.getByTestId('form-field-name-edit').click();
    await card.fill('name', '逐项保存');
    const saved = page.waitForRequest((r) => r.url().includes('/common/card/task/save'));
    await name.getByTestId('form-field-name-done').click();
    const request = await saved;
    expect(request.headers()['x-suite-card']).toBe('task-card');
    expect(request.postDataJSON()).toMatchObject({ fields: ['name'], data: { name: '逐项保存' } });
    await expect(card.notice).toContainText('已保存');
    await page.reload();
    await card.ready();
    await expect(card.input('name')).toHaveValue('逐项保存');
  });

  test('hover-edit shows values read-only until a field is picked (spec 4)', async ({ page }) => {
    await page.goto('/showcase/detail-card');
    const card = new DetailCardModel(page);
    await card.ready();
    await page.getByTestId('demo-hover-edit').click();
    const name = card.field('name');
    await expect(name.getByTestId('form-field-name-text')).toHaveText('任务 T1');
    await expect(card.input('name')).toHaveCount(0);
    // radio, switch, checkbox, rate and upload stay editable
    await expect(card.field('urgent').getByRole('switch')).toBeEnabled();
    await name.hover();
    const edit = name.getByTestId('form-field-name-edit');
    await expect(edit).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('detail-card-hover-edit.png') });
    await edit.click();
    await card.fill('name', '悬停编辑');
    await name.getByTestId('form-field-name-done').click();
    await expect(name.getByTestId('form-field-name-text')).toHaveText('悬停编辑');
  });

  test('hides a tag, and shows a hidden field through a custom condition row (spec 4)', async ({ page }) => {
    await page.goto('/showcase/detail-card');
    const card = new DetailCardModel(page);
    await card.ready();
    await card.root.getByRole('button', { name: '隐藏标签 重点' }).click();
    await expect(card.root.getByTestId('form-tag-vip')).toHaveCount(0);
    await expect(card.root.getByTestId('form-tags-show')).toHaveText('显示隐藏的标签（1）');
    await card.section('detail').getByTestId('form-section-detail-toggle').click();
    await expect(card.field('archived')).toHaveCount(0);
    await card.root.getByTestId('detail-card-setting').click();
    const setting = page.getByTestId('detail-card-setting-content');
    await setting.getByTestId('detail-card-condition-add').click();
    const row = setting.locator('[data-testid^="detail-card-condition-condition-"]');
    await expect(row).toHaveCount(1);
    await row.getByRole('combobox').click();
    await page.locator('.ant-select-item-option[title="归档说明"]').click();
    await expect(card.field('archived')).toBeVisible();
    await row.getByRole('button', { name: '删除条件' }).click();
    await expect(row).toHaveCount(0);
    await expect(card.field('archived')).toHaveCount(0);
  });

  test('shows the load failure and retries', async ({ page, backend }) => {
    await backend.fault({ path: '/api/task/common/card/task/layout', fault: '500', times: 1 });
    await page.goto('/showcase/detail-card');
    const card = new DetailCardModel(page);
    await expect(card.root.getByTestId('detail-card-error')).toBeVisible();
    await card.root.getByRole('button').click();
    await card.ready();
  });
});

test.describe('mobile detail card', () => {
  test.use(mobileDevice);

  test('fills a card, opens the group of the first error, saves and reloads the values', async ({ page }) => {
    await page.goto('/mobile/showcase/detail-card');
    const card = new DetailCardModel(page);
    await card.ready();
    await card.fill('name', '手机任务');
    await card.field('urgent').getByRole('switch').tap();
    await card.submit.tap();
    await expect(card.section('detail')).toHaveAttribute('data-open', 'true');
    await expect(card.error('amount')).toBeVisible();
    await expect(card.field('amount')).toBeInViewport();
    await card.fill('amount', '7');
    await card.submit.tap();
    await expect(card.notice).toContainText('已保存');
    await page.screenshot({ path: test.info().outputPath('detail-card-mobile.png'), fullPage: true });
    await page.reload();
    await card.ready();
    await expect(card.input('name')).toHaveValue('手机任务');
    await expect(card.field('urgent').getByRole('switch')).toBeChecked();
    await card.section('detail').getByTestId('form-section-detail-toggle').tap();
    await expect(card.input('amount')).toHaveValue('7');
  });
});
