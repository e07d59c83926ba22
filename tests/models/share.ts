import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** Page object of the Share and Auth list (either skin) and its auth form. */
export class ShareModel {
  readonly root: Locator;
  readonly rows: Locator;
  readonly form: Locator;
  readonly browserDialog: Locator;
  /** Console errors and warnings of the page. */
  readonly problems: string[] = [];

  constructor(readonly page: Page) {
    this.root = page.getByTestId('share-list');
    this.rows = this.root.getByTestId('share-list-row');
    this.form = page.getByTestId('share-auth-form');
    this.browserDialog = page.getByTestId('browser-dialog');
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') this.problems.push(message.text());
    });
  }

  /** The drag handle of the row named `name`. */
  handle(name: string): Locator {
    return this.row(name).getByTestId('share-list-handle');
  }

  /** Drags the handle of the row `name` onto the row `onto` with the pointer. */
  async drag(name: string, onto: string): Promise<void> {
    await this.handle(name).scrollIntoViewIfNeeded();
    const from = await this.handle(name).boundingBox();
    const to = await this.row(onto).boundingBox();
    if (!from || !to) throw new Error('rows not on screen');
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await this.page.mouse.up();
  }

  /** The next sort call of the permission table (its JSON body). */
  nextSort(): Promise<Request> {
    return this.page.waitForRequest(
      (request) => request.url().includes('/permission/table/sort') && request.method() === 'POST',
    );
  }

  row(name: string): Locator {
    return this.rows.filter({ hasText: name });
  }

  /** Waits until no call is under way. */
  async settled(): Promise<void> {
    await expect(this.root).toHaveAttribute('data-busy', 'false');
  }

  /** Row names as shown (desktop: the target column; mobile: the row title). */
  async names(): Promise<string[]> {
    await this.settled();
    return this.rows.evaluateAll((rows) =>
      rows.map((row) => {
        const cell =
          row.querySelector('td[data-col="targetName"]') ??
          row.querySelector('.adm-list-item-content-main > span');
        return (cell?.textContent ?? '').trim();
      }),
    );
  }

  /** Confirms the open pop-confirm, once it has finished opening (an earlier click can be lost). */
  async confirm(): Promise<void> {
    const popup = this.page.locator('.ant-popconfirm:visible');
    await expect(popup).toHaveCount(1);
    await expect(popup).not.toHaveClass(/-(enter|appear)\b/);
    await popup.locator('.ant-btn-primary').click();
    await expect(popup).toHaveCount(0);
  }

  /** Opens the auth form, picks a target type and targets through the browser, saves. */
  async addShare(typeLabel: string, keyword: string, id: string, mobile = false): Promise<void> {
    await this.root.getByTestId('share-list-add').click();
    await expect(this.form).toBeVisible();
    const type = this.form.getByTestId('share-auth-target-type');
    if (mobile) await type.selectOption({ label: typeLabel });
    else {
      const openList = this.page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
      const option = openList
        .locator('.ant-select-item-option')
        .filter({ hasText: new RegExp(`^${typeLabel}$`) });
      // a click during the list's opening animation can be lost: pick again until the field shows it
      await expect(async () => {
        if ((await openList.count()) === 0) await type.click();
        await expect(openList).not.toHaveClass(/-(enter|appear)\b/, { timeout: 2_000 });
        await option.click({ timeout: 2_000 });
        await expect(type).toContainText(typeLabel, { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      // a list still closing lies over the form's buttons: wait until it has gone
      await expect(openList).toHaveCount(0);
    }
    await this.form.getByTestId('share-auth-targets-open').click();
    await expect(this.browserDialog).toBeVisible();
    const search = this.browserDialog
      .getByTestId('browser-search')
      .locator('input')
      .or(this.browserDialog.locator('input[data-testid="browser-search"]'));
    await search.first().fill(keyword);
    const row = this.browserDialog.locator(`[data-testid="browser-row"][data-id="${id}"]`);
    await expect(this.browserDialog.getByTestId('browser-row').first()).toHaveAttribute('data-id', id);
    await row.click();
    await this.browserDialog.getByTestId('browser-ok').click();
    await expect(this.browserDialog).toBeHidden();
    await expect(this.form.getByTestId('share-auth-targets-tag')).toHaveCount(1);
    await this.form.getByTestId('share-auth-save').click();
    await expect(this.form).toBeHidden();
    await this.settled();
  }
}
