import type { Locator, Page } from '@playwright/test';

/** Page object of the chart showcase, both skins. */
export class ChartModel {
  constructor(readonly page: Page) {}

  chart(type: string): Locator {
    return this.page.getByTestId(`chart-${type}`);
  }

  /** Whether the chart's canvas has painted pixels, or its svg has shapes. */
  async painted(type: string): Promise<boolean> {
    return this.chart(type)
      .getByTestId(`chart-${type}-drawing`)
      .evaluate((root) => {
        const svg = root.querySelector('svg');
        if (svg) return svg.querySelectorAll('path, circle, rect, text').length > 3;
        const canvas = root.querySelector('canvas');
        const context = canvas?.getContext('2d');
        if (!canvas || !context || canvas.width === 0) return false;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let inked = 0;
        for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) inked += 1;
        return inked > 200;
      });
  }

  async canvasWidth(type: string): Promise<number> {
    return this.chart(type)
      .locator('canvas')
      .first()
      .evaluate((canvas) => (canvas as HTMLCanvasElement).clientWidth);
  }

  /** The HTML legend's button of a series. */
  legendItem(type: string, name: string): Locator {
    return this.chart(type).getByTestId(`chart-${type}-legend`).getByRole('button', { name, exact: true });
  }

  /** The HTML axis tooltip. */
  tooltip(type: string): Locator {
    return this.chart(type).getByTestId(`chart-${type}-tooltip`);
  }

  /** Points (mouse) or taps (touch) at a fraction of the drawing's width and height. */
  async pointAt(type: string, fx: number, fy: number, how: 'hover' | 'tap' = 'hover'): Promise<void> {
    const drawing = this.chart(type).getByTestId(`chart-${type}-drawing`);
    const box = await drawing.boundingBox();
    if (!box) throw new Error(`chart ${type} has no box`);
    const position = { x: box.width * fx, y: box.height * fy };
    if (how === 'tap') await drawing.tap({ position });
    else await drawing.hover({ position });
  }

  /** A fingerprint of the drawing's pixels (canvas) or shapes (svg), to see that it changed. */
  /**
   * The drawing's print once it holds still: the same over 300 ms (echarts fades a highlight or a
   * tooltip's axis pointer out after the pointer leaves; a print taken meanwhile is never seen again).
   */
  async settledPrint(type: string): Promise<string> {
    let last = await this.drawingPrint(type);
    for (;;) {
      await this.page.waitForTimeout(300);
      const next = await this.drawingPrint(type);
      if (next === last) return next;
      last = next;
    }
  }

  async drawingPrint(type: string): Promise<string> {
    return this.chart(type)
      .getByTestId(`chart-${type}-drawing`)
      .evaluate((root) => {
        const svg = root.querySelector('svg');
        if (svg) return String(svg.innerHTML.length);
        const canvas = root.querySelector('canvas');
        const context = canvas?.getContext('2d');
        if (!canvas || !context) return '';
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let sum = 0;
        for (let i = 0; i < data.length; i += 1)
          sum = (sum + (data[i] ?? 0) * ((i % 251) + 1)) % 1_000_000_007;
        return String(sum);
      });
  }

  async useRenderer(name: 'Canvas' | 'SVG'): Promise<void> {
    await this.page.getByTestId('chart-renderer').getByText(name, { exact: true }).click();
  }
}
