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

  async useRenderer(name: 'Canvas' | 'SVG'): Promise<void> {
    await this.page.getByTestId('chart-renderer').getByText(name, { exact: true }).click();
  }
}
