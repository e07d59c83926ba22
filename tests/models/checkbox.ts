import type { Locator, Page } from '@playwright/test';

/** Page object of the Checkbox group in either skin, found by its test id. */
export class CheckboxModel {
  readonly root: Locator;
  readonly count: Locator;
  readonly error: Locator;
  readonly text: Locator;

  constructor(page: Page, testId = 'checkbox') {
    this.root = page.getByTestId(testId);
    this.count = this.root.getByTestId(`${testId}-count`);
    this.error = this.root.getByTestId(`${testId}-error`);
    this.text = this.root.getByTestId(`${testId}-text`);
  }

  /** The label of the box named `label` (both kits wrap the box in it). */
  box(label: string): Locator {
    return this.root.locator('label').filter({ hasText: label });
  }

  /** Ticks or unticks the box named `label`. */
  async tick(label: string): Promise<void> {
    await this.box(label).click();
  }

  /** The native check box named `label` (also when the kit hides it visually). */
  input(label: string): Locator {
    return this.box(label).locator('input[type="checkbox"]');
  }
}
