import type { Locator, Page } from '@playwright/test';

/** Page object of the messages showcase, both skins. */
export class FeedbackModel {
  readonly input: Locator;
  readonly debounced: Locator;

  constructor(readonly page: Page) {
    this.input = page
      .getByTestId('feedback-debounce-input')
      .locator('input')
      .or(page.locator('input[data-testid="feedback-debounce-input"]'));
    this.debounced = page.getByTestId('feedback-debounced');
  }

  show(type: string): Promise<void> {
    return this.page.getByTestId(`feedback-${type}`).click();
  }
}
