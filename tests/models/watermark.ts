import { expect, type Locator, type Page } from '@playwright/test';

/** A script run in the page against the page watermark's layer (an attack, or harmless work). */
export type LayerScript = (layer: HTMLElement) => void;

/** Page object of the watermark: the page-wide layer, the local containers and the demo page. */
export class WatermarkModel {
  readonly pageLayer: Locator;
  readonly status: Locator;
  readonly locals: Locator;
  readonly cleared: Locator;
  readonly draft: Locator;
  readonly routeButton: Locator;
  readonly localToggle: Locator;
  readonly busyToggle: Locator;
  readonly imageToggle: Locator;

  constructor(readonly page: Page) {
    this.pageLayer = page.locator('[data-testid="watermark-page-layer"]');
    this.status = page.getByTestId('watermark-page-status');
    this.locals = page.getByTestId('watermark-local');
    this.cleared = page.getByTestId('watermark-cleared');
    this.draft = page.getByTestId('watermark-demo-draft');
    this.routeButton = page.getByTestId('watermark-demo-route');
    this.localToggle = page.getByTestId('watermark-demo-local-toggle');
    this.busyToggle = page.getByTestId('watermark-demo-busy');
    this.imageToggle = page.getByTestId('watermark-demo-image-toggle');
  }

  /**
   * Opens the showcase page of a skin; `keep` sets the disabling flag (`?watermark=keep`),
   * `checkMs` the page watermark's check period (`?watermarkCheck=`).
   */
  async open(
    skin: 'desktop' | 'mobile',
    options: { keep?: boolean; path?: string; checkMs?: number } = {},
  ): Promise<void> {
    const path = options.path ?? (skin === 'mobile' ? '/mobile/showcase/watermark' : '/showcase/watermark');
    const query = new URLSearchParams();
    if (options.keep) query.set('watermark', 'keep');
    if (options.checkMs) query.set('watermarkCheck', String(options.checkMs));
    await this.page.goto(query.size ? `${path}?${query}` : path);
    await expect(this.page.getByTestId('showcase-watermark')).toBeVisible();
  }

  /** Waits until the page watermark is drawn. */
  async expectShown(): Promise<void> {
    await expect(this.status).toHaveAttribute('data-status', 'shown');
    await expect(this.pageLayer).toHaveCount(1);
  }

  /** A computed style value of the page layer. */
  computed(property: string, layer: Locator = this.pageLayer): Promise<string> {
    return layer.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
  }

  /** Runs `script` in the page on the page layer (a tamper attack or a harmless change). */
  async onLayer(script: LayerScript): Promise<void> {
    await this.page.evaluate(
      `(${script.toString()})(document.querySelector('[data-suite-watermark="page"]'))`,
    );
  }

  /** Runs `script` in the page. */
  async run(script: () => void): Promise<void> {
    await this.page.evaluate(`(${script.toString()})()`);
  }

  /** Expects the page content cleared after tampering, with the notice left in its place. */
  async expectCleared(): Promise<void> {
    await expect(this.cleared).toBeVisible({ timeout: 5000 });
    await expect(this.page.locator('#root')).toHaveCount(0);
  }

  /** Expects the page content untouched. */
  async expectIntact(): Promise<void> {
    await expect(this.cleared).toHaveCount(0);
    await expect(this.page.locator('#root')).toHaveCount(1);
    await expect(this.page.getByTestId('showcase-watermark')).toBeVisible();
  }

  /** How many pixels of a tile (a layer's background image) carry ink. */
  tileInk(layer: Locator = this.pageLayer): Promise<number> {
    return layer.evaluate(async (element) => {
      const url = /url\("?(.*?)"?\)$/.exec(getComputedStyle(element).backgroundImage)?.[1] ?? '';
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let ink = 0;
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 8) ink++;
      return ink;
    });
  }

  /** How many pixels differ clearly between two screenshots of the same size. */
  pixelsDiffering(before: Buffer, after: Buffer): Promise<number> {
    return this.page.evaluate(
      async ([a, b]) => {
        const pixels = async (base64: string) => {
          const image = new Image();
          image.src = `data:image/png;base64,${base64}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.naturalWidth;
          canvas.height = image.naturalHeight;
          const context = canvas.getContext('2d') as CanvasRenderingContext2D;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, canvas.width, canvas.height).data;
        };
        const [first, second] = [await pixels(a as string), await pixels(b as string)];
        let differing = 0;
        for (let i = 0; i < first.length; i += 4) {
          const delta = [0, 1, 2].reduce(
            (sum, c) => sum + Math.abs((first[i + c] ?? 0) - (second[i + c] ?? 0)),
            0,
          );
          if (delta > 30) differing++;
        }
        return differing;
      },
      [before.toString('base64'), after.toString('base64')],
    );
  }
}
