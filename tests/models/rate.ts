import type { Locator, Page } from '@playwright/test';

/** Page object of the Rate widget in either skin. */
export class RateModel {
  readonly root: Locator;
  readonly label: Locator;

  constructor(page: Page, index = 0) {
    this.root = page.getByTestId('rate').nth(index);
    this.label = this.root.getByTestId('rate-label');
  }

  /** Clicks (desktop) or taps (mobile) the whole n-th star, 1-based. */
  async choose(star: number): Promise<void> {
    const desktopStar = this.root.locator('li.ant-rate-star').nth(star - 1);
    if (await desktopStar.count()) {
      const box = await desktopStar.boundingBox();
      await desktopStar.click({ position: { x: (box?.width ?? 20) * 0.8, y: (box?.height ?? 20) / 2 } });
      return;
    }
    await this.root
      .locator('.adm-rate-box')
      .nth(star - 1)
      .locator('.adm-rate-star:not(.adm-rate-star-half)')
      .tap();
  }
}
