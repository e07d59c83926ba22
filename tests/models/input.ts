import type { Locator, Page } from '@playwright/test';

/** Page object of the Input widget in either skin, found by its test id. */
export class InputModel {
  readonly root: Locator;
  readonly box: Locator;
  readonly clearButton: Locator;
  readonly count: Locator;
  readonly error: Locator;
  readonly text: Locator;

  constructor(page: Page, testId = 'input') {
    this.root = page.getByTestId(testId);
    this.box = this.root.getByTestId(`${testId}-box`);
    this.clearButton = this.root.getByTestId(`${testId}-clear`);
    this.count = this.root.getByTestId(`${testId}-count`);
    this.error = this.root.getByTestId(`${testId}-error`);
    this.text = this.root.getByTestId(`${testId}-text`);
  }

  /** Types `text` key by key at the end of the box. */
  async type(text: string): Promise<void> {
    await this.box.click();
    await this.box.pressSequentially(text);
  }

  /** Empties the box with the clear button. */
  async clear(): Promise<void> {
    await this.clearButton.click();
  }
}
