import type { Locator, Page } from '@playwright/test';

/** Page object of the Title widget in either skin, found by its test id. */
export class TitleModel {
  readonly root: Locator;
  readonly heading: Locator;
  readonly count: Locator;
  readonly action: Locator;
  readonly toggle: Locator;
  readonly content: Locator;

  constructor(page: Page, testId = 'title') {
    this.root = page.getByTestId(testId);
    this.heading = this.root.getByTestId(`${testId}-heading`);
    this.count = this.root.getByTestId(`${testId}-count`);
    this.action = this.root.getByTestId(`${testId}-action`);
    this.toggle = this.root.getByTestId(`${testId}-toggle`);
    this.content = this.root.getByTestId(`${testId}-content`);
  }
}
