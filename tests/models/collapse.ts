import type { Locator, Page } from '@playwright/test';

/** Page object of the collapse showcase, both skins: `basic` (several open) or `accordion`. */
export class CollapseModel {
  readonly root: Locator;

  constructor(page: Page, which: 'basic' | 'accordion') {
    this.root = page.getByTestId(`collapse-${which}`);
  }

  header(key: string): Locator {
    return this.root.getByTestId(`collapse-panel-${key}`);
  }

  body(text: string): Locator {
    return this.root.getByText(text);
  }
}
