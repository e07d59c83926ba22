// Collapse (spec 2.3): panels open and close; an accordion keeps one open; a disabled panel stays shut.
import { CollapseModel } from '../models/collapse';
import { expect, mobileDevice, test } from './support';

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} collapse`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('opens several, one at a time in the accordion, never the disabled one', async ({ page }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/collapse' : '/showcase/collapse');
      const basic = new CollapseModel(page, 'basic');
      await expect(basic.body('申请人、部门与申请日期。')).toBeVisible();
      await basic.header('p2').click();
      await expect(basic.body('两位审批人已同意。')).toBeVisible();
      await expect(basic.body('申请人、部门与申请日期。')).toBeVisible();

      const accordion = new CollapseModel(page, 'accordion');
      await accordion.header('p1').click();
      await expect(accordion.body('申请人、部门与申请日期。')).toBeVisible();
      await accordion.header('p2').click();
      await expect(accordion.body('两位审批人已同意。')).toBeVisible();
      await expect(accordion.body('申请人、部门与申请日期。')).toBeHidden();
      await accordion.header('p3').click({ force: true });
      await expect(accordion.body('无内容')).toBeHidden();
    });
  });
}
