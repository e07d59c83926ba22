import type { Locator, Page } from '@playwright/test';

/** Page object of a tree on the tree showcase, both skins. */
export class TreeModel {
  readonly root: Locator;
  readonly summary: Locator;

  constructor(page: Page, testId: string) {
    this.root = page.getByTestId(testId);
    this.summary = page.getByTestId(`${testId}-summary`);
  }

  row(key: string): Locator {
    return this.root.getByTestId(`tree-node-${key}`);
  }

  /** Clicks the row's check box (the kits hide the native input under their own box). */
  async toggleCheck(key: string): Promise<void> {
    await this.row(key).locator('[data-part="check"]').click({ force: true });
  }

  /** Opens or closes a row by its expand button. */
  async toggle(key: string): Promise<void> {
    await this.row(key).getByRole('button').first().click();
  }

  async search(keyword: string): Promise<void> {
    await this.root.getByRole('searchbox').first().fill(keyword);
  }
}
