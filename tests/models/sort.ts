import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** Page object of a SortableList (either skin). */
export class SortModel {
  readonly root: Locator;
  readonly rows: Locator;
  readonly sent: Locator;

  constructor(
    readonly page: Page,
    testId = 'sortable-list',
  ) {
    this.root = page.getByTestId(testId).first();
    this.rows = this.root.getByTestId(`${testId}-row`);
    this.sent = page.getByTestId('sort-sent');
  }

  row(id: string): Locator {
    return this.root.locator(`[data-sort-index][data-id="${id}"]`);
  }

  handle(id: string): Locator {
    return this.row(id).locator('button[aria-pressed]');
  }

  /** The ids in the order shown. */
  async order(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id') ?? ''));
  }

  /** Drags the handle of `id` onto the row of `onto` with the pointer. */
  async drag(id: string, onto: string): Promise<void> {
    await this.row(onto).scrollIntoViewIfNeeded();
    await this.handle(id).scrollIntoViewIfNeeded();
    const from = await this.handle(id).boundingBox();
    const to = await this.row(onto).boundingBox();
    if (!from || !to) throw new Error('rows not on screen');
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await this.page.mouse.up();
  }

  /** The next sort save request (its JSON body). */
  nextSave(): Promise<Request> {
    return this.page.waitForRequest(
      (request) => request.url().includes('/common/sort/save') && request.method() === 'POST',
    );
  }

  async expectOrder(ids: string[]): Promise<void> {
    await expect.poll(() => this.order()).toEqual(ids);
  }
}
