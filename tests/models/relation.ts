import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** Page object of a related-record field and its browser picker (either skin). */
export class RelationModel {
  readonly root: Locator;
  readonly rows: Locator;
  readonly add: Locator;
  readonly empty: Locator;
  readonly info: Locator;
  readonly dialog: Locator;
  readonly ok: Locator;

  constructor(
    readonly page: Page,
    kind: string,
    testId = `relation-${kind}`,
  ) {
    this.root = page.getByTestId(testId);
    this.rows = this.root.getByTestId(`${testId}-row`);
    this.add = this.root.getByTestId(`${testId}-add`);
    this.empty = this.root.getByTestId(`${testId}-empty`);
    this.info = this.root.getByTestId(`${testId}-info`);
    this.dialog = page.getByTestId('browser-dialog');
    this.ok = this.dialog.getByTestId('browser-ok');
  }

  row(id: string): Locator {
    return this.root.locator(`li[data-id="${id}"]`);
  }

  /** Opens the picker, picks the entries with these ids and confirms. */
  async pick(...ids: string[]): Promise<void> {
    await this.add.click();
    await expect(this.dialog).toBeVisible();
    for (const id of ids) await this.dialog.locator(`[data-testid="browser-row"][data-id="${id}"]`).click();
    await this.ok.click();
    await expect(this.dialog).toBeHidden();
  }

  async unlink(id: string): Promise<void> {
    await this.row(id).getByRole('button').click();
  }

  /** The next add or delete call. */
  nextCall(action: 'add' | 'delete'): Promise<Request> {
    return this.page.waitForRequest(
      (request) => request.url().includes(`/common/relevance/${action}`) && request.method() === 'POST',
    );
  }
}
