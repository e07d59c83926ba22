import { expect, type Locator, type Page } from '@playwright/test';

/** Page objects of the media showcases (players, image cropper, signature), both skins. */
export class MediaPlayerModel {
  readonly root: Locator;
  constructor(page: Page, card: 'audio' | 'video' | 'unsupported' | 'unsafe') {
    this.root = page.getByTestId(`demo-${card}`);
  }
  player(): Locator {
    return this.root.locator('[data-status]').first();
  }
  toggle(): Locator {
    return this.root.getByTestId('media-toggle');
  }
  time(): Locator {
    return this.root.getByTestId('media-time');
  }
  /** The progress bar (antd's Slider on desktop, antd-mobile's on mobile). */
  seekBar(): Locator {
    return this.root.locator('.suite-media-seek, .suite-m-media-seek').first();
  }
  error(): Locator {
    return this.root.getByTestId('media-error');
  }
}

export class SignatureModel {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('signature-pad');
  }
  /** Draws a zigzag across the pad. */
  async draw(): Promise<void> {
    const box = await this.root.getByTestId('signature-canvas').boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    const { x, y, width, height } = box;
    await this.page.mouse.move(x + width * 0.1, y + height * 0.5);
    await this.page.mouse.down();
    for (let i = 1; i <= 12; i += 1) {
      await this.page.mouse.move(x + width * (0.1 + 0.065 * i), y + height * (i % 2 ? 0.25 : 0.75), {
        steps: 3,
      });
    }
    await this.page.mouse.up();
  }
  button(name: 'undo' | 'clear' | 'export-png' | 'export-svg'): Locator {
    return this.root.getByTestId(`signature-${name}`);
  }
}

export class ImageCropModel {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByTestId('image-cropper');
  }
  input(): Locator {
    return this.root.getByTestId('crop-input');
  }
}

/** The image previews of spec 8: the built-in viewer (desktop dialog, mobile popup) and the demo host's previewer. */
export class ImagePreviewModel {
  constructor(readonly page: Page) {}
  /** The counter of the open built-in viewer (`2 / 3`). */
  counter(): Locator {
    return this.page.getByTestId('image-viewer-counter');
  }
  /** The image the built-in viewer shows. */
  image(): Locator {
    return this.page.getByTestId('image-viewer-image');
  }
  /** The demo host's own previewer (photo view or app image preview) showing an image. */
  hostView(): Locator {
    return this.page.getByTestId('host-photo-view');
  }
  /** Picks how the demo host's registered previewer behaves (`none`, `works`, `unavailable`, `fails`). */
  async hostMode(label: string): Promise<void> {
    await this.page.getByTestId('viewer-host-mode').getByText(label, { exact: true }).click();
  }
  /** Closes the built-in viewer: Escape on desktop, a tap on the picture on mobile. */
  async close(mobile: boolean): Promise<void> {
    if (!mobile) {
      await this.page.getByTestId('image-viewer').press('Escape');
      await expect(this.counter()).toHaveCount(0);
      return;
    }
    // a tap while the viewer fades in or a slide still moves is not taken: tap again while it is
    // fully shown (not once it fades out, when the tap would be the list's)
    const mask = this.page.locator('.adm-mask').filter({ has: this.counter() });
    await expect(async () => {
      if ((await this.counter().count()) === 0) return;
      const shown = await mask.evaluate((el) => getComputedStyle(el).opacity === '1', null, {
        timeout: 1000,
      });
      if (shown) await this.image().tap({ timeout: 2000 });
      await expect(this.counter()).toHaveCount(0, { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
  }
  /** A one-finger swipe across the mobile viewer (antd-mobile's slides follow touch events only). */
  async swipe(direction: 'left' | 'right'): Promise<void> {
    const box = await this.page.locator('.adm-image-viewer-slides').boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    const y = box.y + box.height / 2;
    const [from, to] = direction === 'left' ? [0.85, 0.1] : [0.15, 0.9];
    const cdp = await this.page.context().newCDPSession(this.page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', share?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: share === undefined ? [] : [{ x: box.x + box.width * share, y }],
      });
    await touch('touchStart', from);
    for (let i = 1; i <= 8; i += 1) await touch('touchMove', from + ((to - from) * i) / 8);
    await touch('touchEnd');
    await cdp.detach();
  }
}
