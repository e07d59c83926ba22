import { expect, type Locator, type Page } from '@playwright/test';

/** Page object of a SecretLevelSelect (either skin). */
export class SecretLevelModel {
  readonly root: Locator;
  readonly level: Locator;
  readonly validity: Locator;
  readonly error: Locator;

  constructor(
    readonly page: Page,
    testId = 'secret-level-main',
  ) {
    this.root = page.getByTestId(testId);
    this.level = this.root.getByTestId(`${testId}-level`);
    this.validity = this.root
      .locator(`input[data-testid="${testId}-validity"], [data-testid="${testId}-validity"] input`)
      .first();
    this.error = this.root.getByTestId(`${testId}-error`);
  }

  /** Picks a level by its name: the desktop select's option, or the mobile selector's chip. */
  async choose(name: string): Promise<void> {
    const desktop = await this.level.evaluate(
      (element) => element.classList.contains('ant-select') || element.querySelector('.ant-select') !== null,
    );
    if (desktop) {
      await this.level.click();
      await this.page
        .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name })
        .first()
        .click();
      await expect(this.level).toContainText(name);
      return;
    }
    await this.level.getByText(name, { exact: true }).click();
  }
}
