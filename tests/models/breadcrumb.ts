import type { Locator, Page } from '@playwright/test';

/** Page object of the breadcrumb showcase, both skins: the `full` trail or the `folded` one. */
export class BreadcrumbModel {
  readonly root: Locator;
  readonly more: Locator;

  constructor(
    readonly page: Page,
    which: 'full' | 'folded',
  ) {
    this.root = page.getByTestId(`breadcrumb-${which}`);
    this.more = this.root.getByTestId('breadcrumb-more');
  }

  level(key: string): Locator {
    return this.page.getByTestId(`breadcrumb-item-${key}`);
  }
}
