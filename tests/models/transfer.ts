import type { Locator, Page } from '@playwright/test';

/** Page object of a transfer on the transfer showcase, both skins. */
export class TransferModel {
  readonly root: Locator;

  constructor(
    page: Page,
    readonly testId: string,
  ) {
    this.root = page.getByTestId(testId);
  }

  side(which: 'source' | 'target'): Locator {
    return this.root.getByTestId(`${this.testId}-${which}`);
  }

  item(which: 'source' | 'target', key: string): Locator {
    return this.side(which).getByTestId(`transfer-item-${key}`);
  }

  async toggle(which: 'source' | 'target', key: string): Promise<void> {
    // the kits hide the native input under their own box
    await this.item(which, key).locator('[data-part="check"]').click({ force: true });
  }

  async search(which: 'source' | 'target', keyword: string): Promise<void> {
    await this.side(which).getByRole('searchbox').fill(keyword);
  }

  moveRight(): Locator {
    return this.root.getByTestId(`${this.testId}-right`);
  }

  moveLeft(): Locator {
    return this.root.getByTestId(`${this.testId}-left`);
  }
}
