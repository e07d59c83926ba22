import type { Locator, Page } from '@playwright/test';

/** Page object of the quick menu showcase, both skins. */
export class QuickMenuModel {
  readonly button: Locator;
  readonly chosen: Locator;

  constructor(readonly page: Page) {
    // both skins put the test id on the round button itself
    this.button = page.locator('button[data-testid="quick-menu"]');
    this.chosen = page.getByTestId('quick-menu-chosen');
  }

  action(key: string): Locator {
    return this.page.getByTestId(`quick-menu-action-${key}`);
  }
}
