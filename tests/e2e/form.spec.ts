// Form (issue 16, spec 5): a failed submit opens the group of the first error and scrolls to it;
// the fixed form submits its non-empty values.
import { FormModel } from '../models/form';
import { expect, mobileDevice, test } from './support';

test.describe('desktop form', () => {
  test('validates, opens the first error group, then submits the non-empty data', async ({ page }) => {
    await page.goto('/showcase/form');
    const form = new FormModel(page);
    await form.ready();
    await form.submit.click();
    await expect(form.error('name')).toHaveText('请填写名称');
    // only the first error's group opens
    await expect(form.section('more')).toHaveAttribute('data-open', 'false');
    await form.fill('name', '周会');
    await form.fill('email', 'bad');
    await form.submit.click();
    await expect(form.error('email')).toHaveText('请输入有效的邮箱地址');
    await form.fill('email', 'a@b.c');
    await form.submit.click();
    await expect(form.section('more')).toHaveAttribute('data-open', 'true');
    await expect(form.error('day')).toHaveText('请填写日期');
    await expect(form.field('day')).toBeInViewport();
    const day = form.field('day').locator('input');
    // a cell clicked while the panel still zooms in can miss: pick until the field holds the day
    await expect(async () => {
      await day.click();
      await page
        .locator('.ant-picker-dropdown:visible .ant-picker-cell-in-view')
        .first()
        .click({ timeout: 3000 });
      await expect(day).not.toHaveValue('', { timeout: 1000 });
    }).toPass();
    await form.submit.click();
    await expect(page.getByTestId('demo-form-submitted')).toContainText('"name": "周会"');
    await expect(page.getByTestId('demo-form-submitted')).not.toContainText('note');
  });
});

test.describe('desktop form dependencies', () => {
  test('a field shows, requires and fills others; a picked group lists its members', async ({ page }) => {
    await page.goto('/showcase/form');
    const form = new FormModel(page, 'form-dependencies');
    await form.ready();
    await expect(form.field('team').getByTestId('form-field-team-members')).toContainText('陈超磊，销售部');
    await expect(form.field('companyName')).toHaveCount(0);
    await expect(form.field('invoiceTitle')).toHaveCount(0);
    await form.field('customerType').getByText('企业').click();
    await expect(form.field('companyName')).toBeVisible();
    await form.submit.click();
    await expect(form.error('taxId')).toHaveText('请填写税号');
    await form.field('invoice').getByRole('switch').click();
    await expect(form.input('invoiceTitle')).toHaveValue('');
    await form.field('customerType').getByText('个人').click();
    await expect(form.input('invoiceTitle')).toHaveValue('个人');
    await expect(form.field('companyName')).toHaveCount(0);
  });
});

test.describe('mobile form', () => {
  test.use(mobileDevice);

  test('shows the errors under the fields', async ({ page }) => {
    await page.goto('/mobile/showcase/form');
    const form = new FormModel(page);
    await form.ready();
    await form.submit.tap();
    await expect(form.error('name')).toHaveText('请填写名称');
    await form.fill('name', '周会');
    await expect(form.error('name')).toHaveCount(0);
  });
});
