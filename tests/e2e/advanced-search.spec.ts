// Advanced search end to end (issue 17; spec 2.3, 3-9) on the fake backend, both skins: a search
// with a date preset, a browser field and a scope, switched to or, saved as a common filter,
// picked again after a reload with its values restored, reset, a duplicate name, and public
// filters only for the module admin.
import type { Page } from '@playwright/test';
import { AdvancedSearchModel } from '../models/advanced-search';
import { expect, mobileDevice, test } from './support';

async function buildSearch(search: AdvancedSearchModel) {
  await search.openPanel();
  await search.datePreset('created', 'thisWeek', '本周');
  await search.pickPerson('owner', 'E1002', 'u2');
  await expect(search.browserTags('owner')).toHaveCount(1);
  await search.scope('amount', 'min').fill('10');
  await search.scope('amount', 'max').fill('500');
  await search.matchAny();
  await search.search();
  await expect(search.payload).toContainText('"type": "or"');
  await expect(search.payload).toContainText('"selectedKey": "thisWeek"');
  await expect(search.payload).toContainText('"min": 10');
  await expect(search.payload).toContainText('"id": "u2"');
}

async function expectRestored(search: AdvancedSearchModel) {
  await expect(search.browserTags('owner')).toHaveCount(1);
  await expect(search.browserTags('owner')).toHaveAttribute('data-id', 'u2');
  await expect(search.scope('amount', 'min')).toHaveValue('10');
  await expect(search.scope('amount', 'max')).toHaveValue('500');
}

async function run(page: Page, mobile: boolean) {
  // the whole flow with two reloads: 25 s on a quiet machine, over 60 s twice in a loaded full run
  test.setTimeout(120_000);
  const search = new AdvancedSearchModel(page, mobile);
  const shot = (name: string) =>
    page.screenshot({
      path: test.info().outputPath(`advanced-search-${mobile ? 'mobile' : 'desktop'}-${name}.png`),
    });
  await search.goto();
  await buildSearch(search);
  await shot('panel');

  // a plain user saves a private filter: no public option
  await search.openSave();
  await expect(search.saveDialog.getByTestId('save-filter-public')).toHaveCount(0);
  await search.nameInput().fill('My week');
  await shot('save');
  await search.confirmSave();
  await expect(search.saveDialog).toBeHidden();
  await search.closePanel();
  await expect(search.filter('My week')).toHaveAttribute('aria-pressed', 'true');

  // reload: the form is empty, picking the filter restores the values and the or mode
  await page.reload();
  await expect(search.filter('My week')).toHaveAttribute('aria-pressed', 'false');
  await search.filter('My week').click();
  await expect(search.filter('My week')).toHaveAttribute('aria-pressed', 'true');
  await search.openPanel();
  await expectRestored(search);
  if (!mobile) await expect(search.field('created').getByTestId('range-preset-name')).toHaveText('本周');
  await search.search();
  await expect(search.payload).toContainText('"type": "or"');
  await expect(search.payload).toContainText('"selectedKey": "thisWeek"');

  // reset: back to the chosen filter's values and unchosen; a second reset empties the form
  await search.scope('amount', 'max').fill('999');
  await page.getByTestId('advanced-search-reset').click();
  await expect(search.scope('amount', 'max')).toHaveValue('500');
  await page.getByTestId('advanced-search-reset').click();
  await expect(search.browserTags('owner')).toHaveCount(0);
  await expect(search.scope('amount', 'min')).toHaveValue('');

  // a duplicate name asks to replace or rename; rename (no id) clears the name
  await search.scope('amount', 'min').fill('1');
  await search.openSave();
  await search.nameInput().fill('My week');
  await search.confirmSave();
  await expect(search.duplicate).toBeVisible();
  await expect(search.duplicate).toContainText('My week');
  await shot('duplicate');
  await search.duplicate.getByRole('button', { name: '重新命名' }).click();
  await expect(search.duplicate).toBeHidden();
  await expect(search.nameInput()).toHaveValue('');
  await search.nameInput().fill('Small amounts');
  await search.confirmSave();
  await expect(search.saveDialog).toBeHidden();
  await search.closePanel();
  await expect(search.filter('Small amounts')).toBeVisible();

  // the history keeps the searches (an entry fills the form); the setting panel hides a condition,
  // kept by the backend across a reload
  await search.openPanel();
  await page.getByTestId('advanced-search-history').click();
  const history = page.getByTestId('advanced-search-history-dialog');
  await expect(history).toContainText('金额: 10 ~ 500');
  await shot('history');
  await history.getByRole('button').filter({ hasText: '金额: 10 ~ 500' }).first().click();
  await expect(history).toBeHidden();
  await expect(search.scope('amount', 'max')).toHaveValue('500');
  await page.getByTestId('advanced-search-setting').click();
  const setting = page.getByTestId('advanced-search-setting-dialog');
  await setting.getByText('数量', { exact: true }).click();
  await setting.getByRole('button', { name: /确\s*定/ }).click();
  await expect(setting).toBeHidden();
  await expect(search.field('count')).toHaveCount(0);
  await page.reload();
  await search.openPanel();
  await expect(search.field('amount')).toBeVisible();
  await expect(search.field('count')).toHaveCount(0);
  await search.closePanel();

  // the module admin may save a public filter, which needs a use range and has no default option
  await page.getByTestId('demo-user').getByText('模块管理员').click();
  await expect(search.filter('My week')).toHaveCount(0);
  await search.openPanel();
  await search.scope('amount', 'min').fill('100');
  await search.openSave();
  const isPublic = search.saveDialog.getByTestId('save-filter-public');
  await expect(search.saveDialog.getByTestId('save-filter-default')).toBeVisible();
  await isPublic.click();
  await expect(search.saveDialog.getByTestId('save-filter-default')).toHaveCount(0);
  await search.nameInput().fill('Team big deals');
  await search.confirmSave();
  await expect(search.saveDialog).toContainText('请选择使用范围');
  await search.saveDialog.getByTestId('save-filter-range').getByText('所有人').click();
  await shot('public');
  await search.confirmSave();
  await expect(search.saveDialog).toBeHidden();
  await search.closePanel();
  await expect(search.filter('Team big deals')).toContainText('公共');

  // the plain user sees the public filter beside their own
  await page.getByTestId('demo-user').getByText('普通用户').click();
  await expect(search.filter('Team big deals')).toBeVisible();
  await expect(search.filter('My week')).toBeVisible();
  await shot('filters');
  expect(search.problems).toEqual([]);
}

test.describe('desktop advanced search', () => {
  test('date preset, browser and scope in or; save, reload, pick, reset, duplicate, public for the admin', async ({
    page,
  }) => {
    await run(page, false);
  });
});

test.describe('mobile advanced search', () => {
  test.use(mobileDevice);

  test('the same flow on the mobile page with 95% dialogs', async ({ page }) => {
    await run(page, true);
  });
});
