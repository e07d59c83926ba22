// Messages (spec 8): an antd message on desktop, a Toast on mobile with error as fail; a debounced
// field handles a burst of typing once.
import { FeedbackModel } from '../models/feedback';
import { expect, mobileDevice, test } from './support';

test('desktop shows an antd message of the type; typing is handled once a frame', async ({ page }) => {
  const feedback = new FeedbackModel(page);
  await page.goto('/showcase/feedback');
  await feedback.show('error');
  await expect(page.locator('.ant-message-error')).toHaveText('保存失败，请重试');
  await feedback.input.pressSequentially('abc', { delay: 0 });
  await expect(feedback.debounced).toContainText('已处理：abc');
});

test.describe('mobile messages', () => {
  test.use(mobileDevice);

  test('an error is a fail toast', async ({ page }) => {
    const feedback = new FeedbackModel(page);
    await page.goto('/mobile/showcase/feedback');
    await feedback.show('error');
    const toast = page.locator('.adm-toast-main');
    await expect(toast).toContainText('保存失败，请重试');
    await expect(toast.locator('.adm-toast-icon')).toBeVisible();
  });
});
