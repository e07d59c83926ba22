// Title (spec 2.3 mobile widget): three levels as headings, a count badge with 99+ (spec 9), an
// action, and a collapsible section.
import { TitleModel } from '../models/title';
import { expect, mobileDevice, test } from './support';

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} title`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('renders levels, a 99+ badge, an action and opens and closes its section', async ({ page }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/title' : '/showcase/title');
      const showcase = page.getByTestId('showcase-title');
      await expect(showcase.getByRole('heading', { name: '1 级标题', level: 2 })).toBeVisible();
      await expect(showcase.getByRole('heading', { name: '3 级标题', level: 4 })).toBeVisible();
      const size = (n: number) =>
        new TitleModel(page, `title-level-${n}`).heading.evaluate((el) =>
          parseFloat(getComputedStyle(el).fontSize),
        );
      expect(await size(1)).toBeGreaterThan(await size(2));
      expect(await size(2)).toBeGreaterThan(await size(3));

      const todo = new TitleModel(page, 'title-todo');
      await expect(todo.count).toHaveText('99+');
      await todo.action.click();
      await todo.action.click();
      await expect(page.getByTestId('title-todo-clicks')).toHaveText('已点击“更多” 2 次');
      await expect(page.getByRole('button', { name: '更多：待办事项' })).toBeVisible();

      const files = new TitleModel(page, 'title-files');
      await expect(files.content).toBeVisible();
      await files.toggle.click();
      await expect(files.toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(files.content).toBeHidden();
      await files.toggle.press('Enter');
      await expect(files.content).toBeVisible();
      await page.screenshot({ path: `/tmp/suite-ui-e2e/h24-input/title-${skin}.png`, fullPage: true });
    });
  });
}
