// Rate, the smallest widget (spec 9): half stars on desktop, whole stars on mobile, read-only takes
// no input. `npm run new-widget` copies this spec with the rest of the feature.
import { RateModel } from '../models/rate';
import { expect, mobileDevice, test } from './support';

test.describe('desktop rate', () => {
  test('shows half stars and a read-only rating that takes no click', async ({ page }) => {
    await page.goto('/showcase/rate');
    await expect(new RateModel(page).label).toHaveText('3 / 5 星');
    await expect(new RateModel(page, 1).label).toHaveText('2.5 / 5 星');
    const readOnly = new RateModel(page, 2);
    await readOnly.choose(1);
    await expect(readOnly.label).toHaveText('4 / 5 星');
  });
});

test.describe('mobile rate', () => {
  test.use(mobileDevice);

  test('takes whole stars', async ({ page }) => {
    await page.goto('/mobile/showcase/rate');
    const rate = new RateModel(page);
    await expect(rate.label).toHaveText('3 / 5 星');
    await rate.choose(5);
    await expect(rate.label).toHaveText('5 / 5 星');
  });
});
