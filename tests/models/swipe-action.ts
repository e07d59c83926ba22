import type { Locator, Page } from '@playwright/test';

/** Page object of the swipe action showcase, both skins. */
export class SwipeActionModel {
  readonly chosen: Locator;

  constructor(readonly page: Page) {
    this.chosen = page.getByTestId('swipe-action-chosen');
  }

  row(key: string): Locator {
    return this.page.getByTestId(`swipe-row-${key}`);
  }

  action(row: string, key: string): Locator {
    return this.row(row).getByTestId(`swipe-action-${key}`);
  }

  /**
   * Swipes the row sideways with a finger (`by` px, negative to the left). antd-mobile listens to
   * touch events, which Playwright only taps, so the touches go through the DevTools protocol.
   */
  async swipe(row: string, by: number): Promise<void> {
    const box = (await this.row(row).boundingBox())!;
    const y = Math.round(box.y + box.height / 2);
    const x = Math.round(by < 0 ? box.x + box.width - 40 : box.x + 40);
    const cdp = await this.page.context().newCDPSession(this.page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: at, y }],
      });
    await touch('touchStart', x);
    for (let step = 1; step <= 10; step++) await touch('touchMove', x + (by * step) / 10);
    await touch('touchEnd', x + by);
    await cdp.detach();
  }
}
