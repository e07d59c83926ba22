// A picked group shows its members (issue 36 item 13, spec 3 selected item `childrenData`), both
// skins on the fake backend: the form's team field picks a group through the browser, the group's
// members come with it from the data call, are listed under the field and go into the form value.
import type { Page } from '@playwright/test';
import { FormModel } from '../models/form';
import { expect, mobileDevice, test } from './support';

async function run(page: Page, mobile: boolean) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.goto(mobile ? '/mobile/showcase/form' : '/showcase/form');
  const form = new FormModel(page, 'form-dependencies');
  await form.ready();
  const team = form.field('team');
  // the picker's data call carries the card's dataParams (spec 3)
  const dataCall = page.waitForRequest((request) => /\/common\/browser\/data\/group/.test(request.url()));
  await team.getByTestId('form-field-team-browser-open').click();
  const sent = await dataCall;
  expect(`${sent.url()} ${sent.postData() ?? ''}`).toContain('customer-1');
  const dialog = page.getByTestId('browser-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('[data-testid="browser-row"][data-id="g2"]').click();
  const ok = dialog.getByTestId('browser-ok');
  if (await ok.isVisible()) await ok.click();
  await expect(dialog).toBeHidden();
  // 读书会's members (u2 吴超, u5 吴芳 ...) replace the first group's
  const members = team.getByTestId('form-field-team-members');
  await expect(members).toContainText('吴超');
  await expect(members).toContainText('吴芳');
  await expect(members).not.toContainText('陈超磊');
  await page.screenshot({
    path: test.info().outputPath(`form-members-${mobile ? 'mobile' : 'desktop'}.png`),
  });
  await form.submit.click();
  const submitted = page.getByTestId('demo-form-submitted');
  await expect(submitted).toContainText('"childrenData"');
  await expect(submitted).toContainText('"name": "吴超"');
  expect(problems).toEqual([]);
}

test.describe('desktop form: a picked group', () => {
  test('lists its members and keeps them in the value', async ({ page }) => {
    await run(page, false);
  });
});

test.describe('mobile form: a picked group', () => {
  test.use(mobileDevice);

  test('lists its members and keeps them in the value', async ({ page }) => {
    await run(page, true);
  });
});
