import type { Locator, Page } from '@playwright/test';

/** Page object of a tree on the tree showcase, both skins. */
export class TreeModel {
  readonly root: Locator;
  readonly summary: Locator;

  constructor(page: Page, testId: string) {
    this.root = page.getByTestId(testId);
    this.summary = page.getByTestId(`${testId}-summary`);
  }

  row(key: string): Locator {
    return this.root.getByTestId(`tree-node-${key}`);
  }

  /** Clicks the row's check box (the kits hide the native input under their own box). */
  async toggleCheck(key: string): Promise<void> {
    await this.row(key).locator('[data-part="check"]').click({ force: true });
  }

  /** Opens or closes a row by its expand button. */
  async toggle(key: string): Promise<void> {
    await this.row(key).getByRole('button').first().click();
  }

  /** The keys of the rows shown, top to bottom. */
  async keys(): Promise<string[]> {
    return this.root
      .getByRole('treeitem')
      .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.treeKey ?? ''));
  }

  /** Drags `from`'s handle onto `to`: its top quarter drops before, bottom quarter after, else inside. */
  async drag(from: string, to: string, position: 'before' | 'after' | 'inside'): Promise<void> {
    await this.row(to).scrollIntoViewIfNeeded();
    await this.row(from).scrollIntoViewIfNeeded();
    const handle = await this.row(from).locator('[data-part="drag"]').boundingBox();
    const target = await this.row(to).boundingBox();
    if (!handle || !target) throw new Error(`rows ${from} and ${to} must be in view`);
    const fraction = position === 'before' ? 0.1 : position === 'after' ? 0.9 : 0.5;
    const page = this.root.page();
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + target.height * fraction, { steps: 5 });
    await page.mouse.up();
  }

  async search(keyword: string): Promise<void> {
    await this.root.getByRole('searchbox').first().fill(keyword);
  }
}
