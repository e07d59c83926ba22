import type { Locator, Page } from '@playwright/test';

/** Page object of the grid showcase, both skins. */
export class GridModel {
  readonly grid: Locator;
  readonly selected: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByTestId('grid').first();
    this.selected = page.getByTestId('grid-selected');
  }

  module(key: string): Locator {
    return this.page.getByTestId(`grid-module-${key}`);
  }
}
