// Charts (spec 9): one chart of each of the 22 series types draws in both skins with canvas and
// svg, without console errors; the chart follows its container's size and the locale.
import { ChartModel } from '../models/chart';
import { expect, mobileDevice, test } from './support';

// spec 9's series types, written out: the test checks the page against the spec, not against core
const CHART_SERIES_TYPES = [
  'line',
  'bar',
  'pie',
  'scatter',
  'effectScatter',
  'radar',
  'tree',
  'treemap',
  'sunburst',
  'boxplot',
  'candlestick',
  'heatmap',
  'map',
  'parallel',
  'lines',
  'graph',
  'sankey',
  'funnel',
  'gauge',
  'pictorialBar',
  'themeRiver',
  'custom',
];

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} chart`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('draws the 22 series types with canvas and svg, and the empty state', async ({ page }) => {
      // 47 charts drawn twice on a shared two-core machine
      test.setTimeout(120_000);
      const problems: string[] = [];
      page.on('console', (message) => {
        // errors, and warnings of the chart and map libraries (other features' notices are theirs)
        const ours = message.type() === 'warning' && /echarts|leaflet/i.test(message.text());
        if (message.type() === 'error' || ours) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(skin === 'mobile' ? '/mobile/showcase/chart' : '/showcase/chart');
      const charts = new ChartModel(page);
      for (const type of CHART_SERIES_TYPES) {
        await charts.chart(type).scrollIntoViewIfNeeded();
        await expect(charts.chart(type), type).toHaveAttribute('data-status', 'ready');
        await expect.poll(() => charts.painted(type), { message: `${type} canvas painted` }).toBe(true);
      }
      await expect(charts.chart('empty')).toHaveAttribute('data-status', 'empty');

      await charts.useRenderer('SVG');
      for (const type of CHART_SERIES_TYPES) {
        await expect(charts.chart(type), type).toHaveAttribute('data-renderer', 'svg');
        await expect(charts.chart(type).locator('svg').first()).toBeAttached();
        await expect.poll(() => charts.painted(type), { message: `${type} svg drawn` }).toBe(true);
      }
      expect(problems).toEqual([]);
    });

    test('the HTML legend toggles a series by keyboard and the axis tooltip follows the pointer', async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await page.goto(skin === 'mobile' ? '/mobile/showcase/chart' : '/showcase/chart');
      const charts = new ChartModel(page);
      await charts.chart('combo').scrollIntoViewIfNeeded();
      await expect(charts.chart('combo')).toHaveAttribute('data-status', 'ready');
      await expect.poll(() => charts.painted('combo')).toBe(true);
      const orders = charts.legendItem('combo', '订单数');
      const visits = charts.legendItem('combo', '访问量');
      await expect(orders).toHaveAttribute('aria-pressed', 'true');
      await expect(visits).toHaveAttribute('aria-pressed', 'true');

      // the middle of the grid is Thursday, the fourth of seven days
      const how = skin === 'mobile' ? 'tap' : 'hover';
      await charts.pointAt('combo', 0.5, 0.5, how);
      await expect(charts.tooltip('combo')).toContainText('Thu');
      await expect(charts.tooltip('combo')).toContainText('订单数374');
      await expect(charts.tooltip('combo')).toContainText('访问量934');
      // past the grid's left edge there is no tooltip
      await charts.pointAt('combo', 0.01, 0.5, how);
      await expect(charts.tooltip('combo')).toBeHidden();

      const before = await charts.settledPrint('combo');
      await orders.focus();
      await page.keyboard.press('Space');
      await expect(orders).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(() => charts.drawingPrint('combo')).not.toBe(before);
      await charts.pointAt('combo', 0.5, 0.5, how);
      await expect(charts.tooltip('combo')).toContainText('访问量934');
      await expect(charts.tooltip('combo')).not.toContainText('订单数');
      await orders.focus();
      await page.keyboard.press('Enter');
      await expect(orders).toHaveAttribute('aria-pressed', 'true');
      // off the grid again, so no bar is highlighted under the pointer, as when `before` was taken
      await charts.pointAt('combo', 0.01, 0.5, how);
      await expect.poll(() => charts.drawingPrint('combo')).toBe(before);
      expect(problems).toEqual([]);
    });

    test('follows its container size and the locale', async ({ page }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/chart' : '/showcase/chart');
      const charts = new ChartModel(page);
      await expect(charts.chart('line')).toHaveAttribute('data-status', 'ready');
      const before = await charts.canvasWidth('line');
      await page.setViewportSize({ width: skin === 'mobile' ? 600 : 900, height: 800 });
      await expect.poll(() => charts.canvasWidth('line')).not.toBe(before);
      await expect(charts.chart('line').getByTestId('chart-line-export')).toHaveText(/导出图片/);
      await page.getByTestId('locale-en_US').click();
      await expect(charts.chart('line').getByTestId('chart-line-export')).toHaveText(/Export image/);
      await expect(charts.chart('line')).toHaveAttribute('data-status', 'ready');
      await expect.poll(() => charts.painted('line')).toBe(true);
      await expect(charts.chart('empty')).toContainText('No data');
    });
  });
}

test('exports the line chart as a PNG', async ({ page }) => {
  await page.goto('/showcase/chart');
  const charts = new ChartModel(page);
  await expect(charts.chart('line')).toHaveAttribute('data-status', 'ready');
  const download = page.waitForEvent('download');
  await charts.chart('line').getByTestId('chart-line-export').click();
  expect((await download).suggestedFilename()).toBe('line.png');
});
