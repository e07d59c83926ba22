import type { Locator, Page } from '@playwright/test';

/** Page object of the Carousel widget in either skin. */
export class CarouselModel {
  readonly root: Locator;
  readonly viewport: Locator;
  readonly current: Locator;
  readonly dots: Locator;
  readonly toggle: Locator;
  readonly images: Locator;

  constructor(page: Page, index = 0) {
    this.root = page.getByTestId('carousel').nth(index);
    this.viewport = this.root.getByTestId('carousel-viewport');
    this.current = this.root.locator('[data-testid="carousel-slide"][data-current="true"]').first();
    this.dots = this.root.getByTestId('carousel-dot');
    this.toggle = this.root.getByTestId('carousel-toggle');
    this.images = this.root.locator('img');
  }

  /** The current slide's accessible name ("第 2 张，共 5 张"). */
  currentLabel(): Promise<string | null> {
    return this.current.getAttribute('aria-label');
  }

  /** The image addresses the slides have asked for so far. */
  async loadedImages(): Promise<string[]> {
    const sources = await this.images.evaluateAll((images) =>
      images.map((img) => img.getAttribute('src') ?? ''),
    );
    return [...new Set(sources)].sort();
  }

  async pressKey(key: string): Promise<void> {
    await this.viewport.focus();
    await this.viewport.press(key);
  }

  /** Swipes the track with a finger (Chromium's touch input), right to left (next) or left to right. */
  async swipe(direction: 'next' | 'prev'): Promise<void> {
    const box = await this.viewport.boundingBox();
    if (!box) throw new Error('carousel not visible');
    const page = this.viewport.page();
    const touch = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const [from, to] = direction === 'next' ? [0.85, 0.15] : [0.15, 0.85];
    const at = (share: number) => [{ x: box.x + box.width * share, y }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) });
    for (let step = 1; step <= 10; step++) {
      const share = from + ((to - from) * step) / 10;
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(share) });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await touch.detach();
  }
}
