import { expect, type Locator, type Page } from '@playwright/test';

/** Page object of the advanced search showcase (either skin; the view model gives both the same test ids). */
export class AdvancedSearchModel {
  readonly root: Locator;
  readonly panel: Locator;
  readonly saveDialog: Locator;
  readonly duplicate: Locator;
  readonly payload: Locator;
  readonly filters: Locator;
  /** Console errors and warnings of the page. */
  readonly problems: string[] = [];

  constructor(
    readonly page: Page,
    readonly mobile = false,
  ) {
    this.root = page.getByTestId('advanced-search');
    this.panel = page.getByTestId('advanced-search-panel');
    this.saveDialog = page.getByTestId('save-filter-dialog');
    this.duplicate = page.getByTestId('save-filter-duplicate');
    this.payload = page.getByTestId('advanced-search-payload');
    this.filters = page.getByTestId('advanced-search-filter');
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') this.problems.push(message.text());
    });
  }

  async goto(): Promise<void> {
    await this.page.goto(this.mobile ? '/mobile/showcase/advanced-search' : '/showcase/advanced-search');
    await expect(this.root).toBeVisible();
  }

  field(id: string): Locator {
    return this.page.getByTestId(`advanced-search-field-${id}`);
  }

  /** An input with the test id, whether the kit puts the id on the input or on its wrapper. */
  input(testId: string): Locator {
    return this.page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
  }

  /** Opens the panel (the desktop one may be open already). */
  async openPanel(): Promise<void> {
    if (!(await this.panel.isVisible())) await this.page.getByTestId('advanced-search-toggle').click();
    await expect(this.panel).toBeVisible();
    await expect(this.field('created')).toBeVisible();
  }

  /** Closes the mobile full-screen page (desktop keeps the panel in the page). */
  async closePanel(): Promise<void> {
    if (!this.mobile) return;
    await this.panel.getByRole('button', { name: '收起' }).click();
    await expect(this.panel).toBeHidden();
  }

  async datePreset(id: string, key: string, label: string): Promise<void> {
    const field = this.field(id);
    if (this.mobile) {
      await field.getByText(label, { exact: true }).click();
      return;
    }
    await field.locator('.ant-picker input').first().click();
    const panel = this.page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await expect(panel).not.toHaveClass(/-(appear|enter)/);
    await panel.getByTestId(`range-preset-${key}`).click();
    await expect(panel).toHaveCount(0);
    await expect(field.getByTestId('range-preset-name')).toHaveText(label);
  }

  /** Picks the person with `keyword` (job number) and `id` in a browser field. */
  async pickPerson(id: string, keyword: string, personId: string): Promise<void> {
    await this.page.getByTestId(`advanced-search-field-${id}-browser-open`).click();
    const dialog = this.page.getByTestId('browser-dialog');
    await expect(dialog).toBeVisible();
    const search = dialog
      .getByTestId('browser-search')
      .locator('input')
      .or(dialog.locator('input[data-testid="browser-search"]'));
    await search.first().fill(keyword);
    const row = dialog.locator(`[data-testid="browser-row"][data-id="${personId}"]`);
    await expect(dialog.getByTestId('browser-row').first()).toHaveAttribute('data-id', personId);
    await row.click();
    await dialog.getByTestId('browser-ok').click();
    await expect(dialog).toBeHidden();
  }

  browserTags(id: string): Locator {
    return this.page.getByTestId(`advanced-search-field-${id}-browser-tag`);
  }

  scope(id: string, side: 'min' | 'max'): Locator {
    return this.input(`advanced-search-field-${id}-${side}`);
  }

  async matchAny(): Promise<void> {
    await this.page.getByTestId('advanced-search-match').getByText('满足任一条件').click();
  }

  async search(): Promise<void> {
    await this.page.getByTestId('advanced-search-submit').click();
  }

  filter(name: string): Locator {
    return this.page.locator(`[data-testid="advanced-search-filter"][data-name="${name}"]`);
  }

  async openSave(): Promise<void> {
    await this.page.getByTestId('advanced-search-save').click();
    await expect(this.saveDialog).toBeVisible();
  }

  nameInput(): Locator {
    return this.input('save-filter-name');
  }

  async confirmSave(): Promise<void> {
    await this.saveDialog.getByTestId('save-filter-ok').click();
  }
}
