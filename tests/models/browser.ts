import { expect, type Locator, type Page } from '@playwright/test';

/** Page object of a browser field and its dialog (either skin). */
export class BrowserModel {
  readonly dialog: Locator;
  readonly search: Locator;
  readonly rows: Locator;
  readonly results: Locator;
  readonly listState: Locator;
  readonly selectedItems: Locator;
  readonly ok: Locator;
  readonly tree: Locator;
  /** Console errors and warnings of the page. */
  readonly problems: string[] = [];

  constructor(readonly page: Page) {
    this.dialog = page.getByTestId('browser-dialog');
    this.search = this.dialog
      .getByTestId('browser-search')
      .locator('input')
      .or(this.dialog.locator('input[data-testid="browser-search"]'));
    this.rows = this.dialog.getByTestId('browser-row');
    this.results = this.dialog.getByTestId('browser-results');
    this.listState = this.dialog.getByTestId('browser-list-state');
    this.selectedItems = this.dialog.getByTestId('browser-selected-item');
    this.ok = this.dialog.getByTestId('browser-ok');
    this.tree = this.dialog.getByTestId('browser-tree');
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') this.problems.push(message.text());
    });
  }

  field(name: string): Locator {
    return this.page.getByTestId(`demo-${name}`);
  }

  valueOf(name: string): Locator {
    return this.page.getByTestId(`demo-${name}-value`);
  }

  async openField(name: string): Promise<void> {
    await this.page.getByTestId(`demo-${name}-open`).click();
    await expect(this.dialog).toBeVisible();
  }

  async type(keyword: string): Promise<void> {
    await this.search.first().fill(keyword);
  }

  row(id: string): Locator {
    return this.dialog.locator(`[data-testid="browser-row"][data-id="${id}"]`);
  }

  /** Searches for a keyword and clicks the row with `id`. */
  async searchAndPick(keyword: string, id: string): Promise<void> {
    await this.type(keyword);
    await expect(this.rows.first()).toHaveAttribute('data-id', id);
    await this.row(id).click();
  }
}
