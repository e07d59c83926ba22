import { expect, type Locator, type Page } from '@playwright/test';

/** Page object of one TreeSelect on the tree-select showcase, both skins. */
export class TreeSelectModel {
  readonly field: Locator;
  readonly dropdown: Locator;
  readonly text: Locator;
  readonly tags: Locator;

  constructor(
    readonly page: Page,
    readonly testId: string,
  ) {
    this.field = page.getByTestId(testId);
    this.dropdown = page.getByTestId(`${testId}-dropdown`);
    this.text = this.field.getByTestId(`${testId}-text`);
    this.tags = this.field.getByTestId(`${testId}-tag`);
  }

  /** A row of the open dropdown. */
  row(key: string): Locator {
    return this.dropdown.getByTestId(`tree-select-node-${key}`);
  }

  async open(): Promise<void> {
    await this.field.click();
    await this.dropdown.getByRole('tree').waitFor();
    // antd's popover drops clicks while it zooms in (desktop); the mobile popup has no such phase
    const popover = this.page.locator('.ant-popover').filter({ has: this.dropdown });
    if ((await popover.count()) > 0) await expect(popover).not.toHaveClass(/-(enter|appear)\b/);
  }

  async search(keyword: string): Promise<void> {
    await this.dropdown.getByRole('searchbox').or(this.dropdown.getByRole('combobox')).first().fill(keyword);
  }

  /** Clicks a row's title: picks it (one pick) or checks it (several). */
  async pick(key: string): Promise<void> {
    await this.row(key).locator('[data-part="title"]').click();
  }

  /** A click on a disabled row's title (Playwright will not click what is aria-disabled). */
  async clickDisabled(key: string): Promise<void> {
    await this.row(key).locator('[data-part="title"]').dispatchEvent('click');
  }

  /** Clicks a row's check box. */
  async check(key: string): Promise<void> {
    await this.row(key).locator('[data-part="check"]').click();
  }

  /** Removes the picked node `title` by its tag's remove button. */
  async removeTag(label: string): Promise<void> {
    await this.field.getByLabel(label).click();
  }
}
