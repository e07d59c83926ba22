import { expect, type Locator, type Page } from '@playwright/test';

/** Page object of the table with column settings (either skin). */
export class TableModel {
  readonly root: Locator;
  readonly panel: Locator;
  readonly notice: Locator;
  /** Console errors and warnings of the page. */
  readonly problems: string[] = [];

  constructor(
    readonly page: Page,
    readonly testId = 'table',
  ) {
    this.root = page.getByTestId(testId);
    this.panel = page.getByTestId(`${testId}-panel`);
    this.notice = page.getByTestId(`${testId}-notice`);
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') this.problems.push(message.text());
    });
  }

  /**
   * Waits for the table's first rows. The table page is the demo's heaviest (a 10 000-row list and
   * four more tables over the fake backend): with three workers on CI's two cores its first rows
   * took over the default 10 s in the full run, so a page load gets 30 s.
   */
  async shown(): Promise<void> {
    await expect(this.rows.first()).toBeVisible({ timeout: 30_000 });
  }

  /** Desktop: the rows antd renders (a virtual body keeps only those in view). */
  get rows(): Locator {
    return this.root.locator('.ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row');
  }

  /** Mobile: the cards in the DOM. */
  get cards(): Locator {
    return this.root.getByTestId(`${this.testId}-card`);
  }

  /** Desktop: the visible columns' dataIndex, in order. */
  async headers(): Promise<string[]> {
    return this.root
      .locator('.ant-table-thead th[data-column]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-column') ?? ''));
  }

  /** Mobile: the columns the first card shows. */
  async cardColumns(): Promise<string[]> {
    return this.cards
      .first()
      .locator('[data-column]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-column') ?? ''));
  }

  resizeHandle(dataIndex: string): Locator {
    return this.root.locator(`.ant-table-thead th[data-column="${dataIndex}"] [role="separator"]`);
  }

  /** Desktop: the filter button of a column's header, named after the column's title. */
  filterButton(title: string): Locator {
    return this.root.locator('.ant-table-thead').getByRole('button', { name: `筛选 ${title}` });
  }

  /** Desktop: the header filter dropdown that is open (antd keeps closed ones, hidden). */
  get openFilter(): Locator {
    return this.page.locator('.ant-table-filter-dropdown:visible');
  }

  setting(dataIndex: string): Locator {
    return this.panel.locator(`[data-testid="${this.testId}-setting"][data-column="${dataIndex}"]`);
  }

  async openSettings(): Promise<void> {
    await this.root.getByTestId(`${this.testId}-settings`).click();
    await expect(this.panel).toBeVisible();
  }

  async toggle(dataIndex: string): Promise<void> {
    await this.setting(dataIndex).getByTestId(`${this.testId}-setting-show`).click();
  }

  /** Drags the column `from` by its handle onto the place of `to` in the panel. */
  async drag(from: string, to: string): Promise<void> {
    await this.setting(from).getByTestId(`${this.testId}-setting-handle`).dragTo(this.setting(to));
  }

  /** Presses the pin button (`left` or `right`) of a column in the open panel. */
  async pin(dataIndex: string, side: 'left' | 'right'): Promise<void> {
    await this.setting(dataIndex).getByTestId(`${this.testId}-setting-pin-${side}`).click();
  }

  /** Desktop: the antd content box that scrolls the rows both ways. */
  get scroller(): Locator {
    return this.root.locator('.ant-table-content');
  }

  async save(): Promise<void> {
    await this.page.getByTestId(`${this.testId}-panel-save`).click();
    await expect(this.panel).toBeHidden();
  }

  async reset(): Promise<void> {
    await this.page.getByTestId(`${this.testId}-panel-reset`).click();
    await expect(this.panel).toBeHidden();
  }

  /** Presses the pointer on a header's edge (a drag begins); returns where, for `dragBy`. */
  async grabEdge(dataIndex: string): Promise<{ x: number; y: number }> {
    // as a user scrolls to a header before dragging its edge (a press outside the window lands nowhere)
    await this.resizeHandle(dataIndex).scrollIntoViewIfNeeded();
    const box = await this.resizeHandle(dataIndex).boundingBox();
    if (!box) throw new Error(`no resize handle for ${dataIndex}`);
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await this.page.mouse.move(at.x, at.y);
    await this.page.mouse.down();
    return at;
  }

  /** Moves the pressed pointer to `dx` px right of where the drag began (the button stays down). */
  async dragBy(from: { x: number; y: number }, dx: number): Promise<void> {
    await this.page.mouse.move(from.x + dx, from.y, { steps: 4 });
  }

  /** The row operations of the desktop row `key` (links and the more button). */
  operates(key: string): Locator {
    return this.root.locator(`.ant-table-row[data-row-key="${key}"] [data-testid="${this.testId}-operates"]`);
  }

  /** The sync dialog: picks `id` among the results of `keyword` in the browser of the chosen type. */
  async pickScope(keyword: string, id: string): Promise<void> {
    await this.page.getByTestId(`${this.testId}-scope-open`).click();
    const picker = this.page.getByTestId('browser-dialog');
    await expect(picker).toBeVisible();
    await picker
      .getByTestId('browser-search')
      .locator('input')
      .or(picker.locator('input[data-testid="browser-search"]'))
      .first()
      .fill(keyword);
    const row = picker.locator(`[data-testid="browser-row"][data-id="${id}"]`);
    await expect(row).toBeVisible();
    await row.click();
    await picker.getByTestId('browser-ok').click();
    await expect(picker).toBeHidden();
  }

  /** Sends the next requests as the user `userId` (the fake backend reads x-user-id). */
  async actAs(userId: string, parallelIndex: number): Promise<void> {
    await this.page.setExtraHTTPHeaders({
      'x-fixture-session': `worker-${parallelIndex}`,
      'x-user-id': userId,
    });
  }

  /** Drags a header's edge by `dx` px. */
  async resize(dataIndex: string, dx: number): Promise<void> {
    const handle = this.resizeHandle(dataIndex);
    const box = await handle.boundingBox();
    if (!box) throw new Error(`no resize handle for ${dataIndex}`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx / 2, y, { steps: 4 });
    await this.page.mouse.move(x + dx, y, { steps: 4 });
    await this.page.mouse.up();
  }
}
