import type { Locator, Page } from '@playwright/test';

/** Page object of the action sheet showcase, both skins. */
export class ActionSheetModel {
  readonly sheet: Locator;
  readonly chosen: Locator;
  readonly cancel: Locator;

  constructor(readonly page: Page) {
    this.sheet = page.getByTestId('action-sheet');
    this.chosen = page.getByTestId('action-sheet-chosen');
    this.cancel = page.getByTestId('action-sheet-cancel');
  }

  opener(form: 'normal' | 'grid' | 'share'): Locator {
    return this.page.getByTestId(`action-sheet-open-${form}`);
  }

  item(key: string): Locator {
    return this.page.getByTestId(`action-sheet-item-${key}`);
  }

  /** The items' tops, to count rows. */
  async rowsOf(keys: string[]): Promise<number> {
    const tops = new Set<number>();
    for (const key of keys) tops.add(Math.round((await this.item(key).boundingBox())!.y));
    return tops.size;
  }
}
