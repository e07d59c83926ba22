// Form ergonomics of issue 38 in both skins: step forms, the modal (desktop) and popup (mobile)
// form, Enter to submit, autofocus of the first field, and values mirrored to the address.
import type { Locator, Page } from '@playwright/test';
import { expect, mobileDevice, test } from './support';

const field = (form: Locator, id: string) => form.getByTestId(`form-field-${id}`);
const input = (form: Locator, id: string) => field(form, id).locator('input, textarea').first();

/** Console errors and warnings of the page, checked empty at the end of each test. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} form pro`, () => {
    if (skin === 'mobile') test.use(mobileDevice);
    const path = skin === 'desktop' ? '/showcase/form' : '/mobile/showcase/form';

    test('step form: a wrong step holds, Enter moves on, a later failure opens the step', async ({
      page,
    }) => {
      const console = watchConsole(page);
      await page.goto(path);
      const form = page.getByTestId('form-steps-demo');
      await form.scrollIntoViewIfNeeded();
      await form.getByTestId('form-step-next').click();
      await expect(form.getByTestId('form-step-who')).toHaveAttribute('data-status', 'error');
      await expect(field(form, 'name').getByTestId('form-field-name-error')).toBeVisible();
      await expect(field(form, 'count')).toHaveCount(0);
      await input(form, 'name').fill('taken');
      await input(form, 'email').fill('a@b.c');
      await input(form, 'email').press('Enter');
      await expect(field(form, 'count')).toBeVisible();
      await expect(form.getByTestId('form-step-who')).toHaveAttribute('data-status', 'finish');
      // Enter in the textarea is a new line, never a submit
      await input(form, 'note').fill('one');
      await input(form, 'note').press('Enter');
      await expect(field(form, 'note')).toBeVisible();
      await input(form, 'count').fill('3');
      await input(form, 'count').press('Enter');
      // the server refuses the name of step 1: that step opens with the error
      await expect(field(form, 'name')).toBeVisible();
      await expect(field(form, 'name').getByTestId('form-field-name-error')).toBeVisible();
      await expect(form.getByTestId('form-step-who')).toHaveAttribute('data-status', 'error');
      await input(form, 'name').fill('Ann');
      await input(form, 'name').press('Enter');
      await input(form, 'count').press('Enter');
      await expect(page.getByTestId('demo-form-submitted')).toContainText('"name": "Ann"');
      expect(console).toEqual([]);
    });

    test('modal or popup form: focus on open, failed save keeps values, success closes, close asks', async ({
      page,
    }) => {
      const console = watchConsole(page);
      await page.goto(path);
      const trigger = page.getByTestId(skin === 'desktop' ? 'demo-open-modal-form' : 'demo-open-popup-form');
      const formId = skin === 'desktop' ? 'modal-form-form' : 'popup-form-form';
      await trigger.click();
      const form = page.getByTestId(formId);
      await expect(input(form, 'name')).toBeFocused();
      await page.keyboard.type('taken');
      await page.keyboard.press('Enter');
      await expect(field(form, 'name').getByTestId('form-field-name-error')).toBeVisible();
      await expect(input(form, 'name')).toHaveValue('taken');
      await input(form, 'name').fill('Ann');
      await input(form, 'name').press('Enter');
      await expect(form).toHaveCount(0);
      await expect(page.getByTestId('demo-form-submitted')).toContainText('"name": "Ann"');
      // reopened: a fresh form; a change asks before closing
      await trigger.click();
      await expect(input(form, 'name')).toBeFocused();
      await expect(input(form, 'name')).toHaveValue('');
      await input(form, 'name').fill('Bo');
      await form.getByTestId('form-cancel').click();
      const keep = page.getByTestId('form-close-keep');
      await keep.click();
      await expect(input(form, 'name')).toHaveValue('Bo');
      await form.getByTestId('form-cancel').click();
      const discard = page.getByTestId('form-close-discard');
      await discard.click();
      await expect(form).toHaveCount(0);
      expect(console).toEqual([]);
    });

    test('URL mirror: the link of a filled form reopens its values, bad values are ignored', async ({
      page,
      context,
    }) => {
      const console = watchConsole(page);
      await page.goto(path);
      const form = page.getByTestId('form-url');
      await input(form, 'q_name').fill('Zed');
      await input(form, 'q_count').fill('42');
      await expect(page).toHaveURL(/q_name=Zed/);
      await expect(page).toHaveURL(/q_count=42/);
      const link = page.url();
      const other = await context.newPage();
      const otherConsole = watchConsole(other);
      await other.goto(link);
      const reopened = other.getByTestId('form-url');
      await expect(input(reopened, 'q_name')).toHaveValue('Zed');
      await expect(input(reopened, 'q_count')).toHaveValue('42');
      // a value that does not fit its field, and an unknown key, are ignored
      await other.goto(link.replace('q_count=42', 'q_count=abc') + '&evil=%3Cscript%3E');
      await expect(input(other.getByTestId('form-url'), 'q_name')).toHaveValue('Zed');
      await expect(input(other.getByTestId('form-url'), 'q_count')).toHaveValue('');
      expect([...console, ...otherConsole]).toEqual([]);
    });
  });
}
