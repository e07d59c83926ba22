import type { Locator, Page } from '@playwright/test';

/** Page object of a markdown editor of the showcase. */
export class MarkdownModel {
  readonly root: Locator;
  readonly source: Locator;
  readonly preview: Locator;

  constructor(page: Page, which: 'basic' | 'readonly' = 'basic') {
    this.root = page.getByTestId(`markdown-${which}`);
    this.source = this.root.getByTestId('markdown-source');
    this.preview = this.root.getByTestId('markdown-preview');
  }
}
