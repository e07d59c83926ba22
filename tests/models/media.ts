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
