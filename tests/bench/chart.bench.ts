// Charts (issue 23): (1) gzip size of what a line-plus-bar chart loads (echarts/core plus exactly the
// modules chartModulesFor names for its normalized option) against importing all of echarts
// (target at most 45 %), with a tooltip and a legend counted with the suite's own code that draws
// them as HTML (the core rules and the skin's legend and tooltip); (2) in Chromium, first render of a 100 000-point line chart with LTTB
// sampling on canvas and on svg, against the same chart on canvas without sampling.
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
// from source, as the other benches: no build needed
import { chartModulesFor, normalizeChartOption } from '../../core/src/chart';
import { measure, report } from '../../core/bench/harness';
import { CHROMIUM_LAUNCH } from '../playwright.config';

const here = path.dirname(fileURLToPath(import.meta.url));
const desktop = path.resolve(here, '../../desktop/src');

async function gzipOf(contents: string, external: string[] = []): Promise<number> {
  const result = await build({
    stdin: { contents, resolveDir: desktop, loader: 'tsx' },
    external,
    jsx: 'automatic',
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'error',
    // as a production build has it: echarts keeps its development checks behind this
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzipSync(result.outputFiles[0]?.text ?? '').length;
}

const axes = { xAxis: { type: 'category', data: ['a', 'b'] }, yAxis: { type: 'value' } };
const series = [
  { type: 'line', data: [1, 2] },
  { type: 'bar', data: [2, 1] },
];
const named = [
  { type: 'line', name: 'visits', data: [1, 2] },
  { type: 'bar', name: 'orders', data: [2, 1] },
];
const FEATURES = ['LabelLayout', 'UniversalTransition'];
/**
 * The gzip size of echarts/core plus exactly the modules `option` needs once normalized, plus the
 * suite's `extra` code bundled with it (react and antd left out: every page has them).
 */
async function chartChunk(
  option: Record<string, unknown>,
  extra: string[] = [],
): Promise<{ names: string[]; size: number }> {
  const modules = chartModulesFor(normalizeChartOption(option, { locale: 'zh_CN' }));
  const names = [...modules.series, ...modules.components, modules.renderer];
  const from = (list: string[], where: string) =>
    list.length ? `import { ${list.join(', ')} } from '${where}';` : '';
  const size = await gzipOf(
    [
      "import { init, use } from 'echarts/core';",
      from(modules.series, 'echarts/charts'),
      from(
        modules.components.filter((name) => !FEATURES.includes(name)),
        'echarts/components',
      ),
      from(
        modules.components.filter((name) => FEATURES.includes(name)),
        'echarts/features',
      ),
      from([modules.renderer], 'echarts/renderers'),
      ...extra,
      `use([${names.join(', ')}]);`,
      'export { init };',
    ].join('\n'),
    ['react', 'react/*', 'antd', 'antd/*', '@suite-ui/*'],
  );
  return { names, size };
}
// what the HTML legend and tooltip add: the core rules (legend entries, hidden series, tooltip
// content, grid span) and the desktop skin's legend and tooltip components
const htmlOverlay = [
  "export * from '../../core/src/chart/chart.overlay.logic';",
  "export { ChartLegend, ChartTooltip } from './chart/ChartLegend';",
];
const tooltipAndLegend = { tooltip: { trigger: 'axis' }, legend: {} };
const plain = await chartChunk({ ...axes, series });
const rich = await chartChunk({ ...axes, series: named, ...tooltipAndLegend }, htmlOverlay);
// the same chart when the option asks for echarts' own legend and tooltip (a scroll legend, a formatter)
const echartsOwn = await chartChunk({
  ...axes,
  series: named,
  tooltip: { trigger: 'axis', formatter: '{b}' },
  legend: { type: 'scroll' },
});
const all = await gzipOf("import * as echarts from 'echarts'; export default echarts;");
const share = (size: number) => `${((size / all) * 100).toFixed(1)} %`;
console.log('\n## gzip size: a line-plus-bar chart against all of echarts (target at most 45 %)');
console.table([
  {
    what: `line + bar (${plain.names.join(', ')})`,
    'gzip KB': +(plain.size / 1024).toFixed(1),
    share: share(plain.size),
  },
  {
    what: `with tooltip and legend as HTML (${rich.names.join(', ')} + the suite's legend and tooltip code)`,
    'gzip KB': +(rich.size / 1024).toFixed(1),
    share: share(rich.size),
  },
  {
    what: `with echarts' own scroll legend and formatted tooltip (${echartsOwn.names.join(', ')})`,
    'gzip KB': +(echartsOwn.size / 1024).toFixed(1),
    share: share(echartsOwn.size),
  },
  { what: "all of echarts (import * from 'echarts')", 'gzip KB': +(all / 1024).toFixed(1), share: '100 %' },
]);

// first render of 100 000 points in Chromium
const page100k = await build({
  stdin: {
    contents: `
      import { init, use } from 'echarts/core';
      import { LineChart } from 'echarts/charts';
      import { GridComponent } from 'echarts/components';
      import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';
      use([LineChart, GridComponent, CanvasRenderer, SVGRenderer]);
      globalThis.init = init;`,
    resolveDir: desktop,
    loader: 'ts',
  },
  bundle: true,
  minify: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  logLevel: 'error',
  define: { 'process.env.NODE_ENV': '"production"' },
});
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage({ viewport: { width: 1000, height: 600 } });
await page.setContent('<div id="chart" style="width:960px;height:480px"></div>');
await page.addScriptTag({ content: page100k.outputFiles[0]?.text ?? '' });
await page.evaluate(() => {
  const data: [number, number][] = [];
  let y = 0;
  for (let i = 0; i < 100_000; i += 1) {
    y += Math.sin(i / 500) + (((i * 7919) % 13) - 6) / 6;
    data.push([i, y]);
  }
  (globalThis as Record<string, unknown>).points = data;
});

const renderOnce = (renderer: 'canvas' | 'svg', sampling: string | undefined) => () =>
  page.evaluate(
    ({ renderer, sampling }) => {
      const g = globalThis as unknown as {
        init(el: HTMLElement, theme: null, opts: object): { setOption(o: object): void; dispose(): void };
        points: unknown;
      };
      const chart = g.init(document.getElementById('chart') as HTMLElement, null, { renderer });
      chart.setOption({
        animation: false,
        xAxis: { type: 'value' },
        yAxis: { type: 'value' },
        series: [{ type: 'line', showSymbol: false, sampling, data: g.points }],
      });
      chart.dispose();
    },
    { renderer, sampling },
  );

// the sampling the widget gives a 100 000-point line series (normalizeChartOption's default)
const normalized = normalizeChartOption(
  { series: [{ type: 'line', data: Array.from({ length: 100_000 }, (_, i) => i) }] },
  { locale: 'zh_CN' },
);
const sampling = String((normalized.series as { sampling?: string }[])[0]?.sampling);
const peer = await measure('canvas, no sampling', renderOnce('canvas', undefined), 3000);
const canvas = await measure(`canvas, ${sampling} sampling`, renderOnce('canvas', sampling), 3000);
const svg = await measure(`svg, ${sampling} sampling`, renderOnce('svg', sampling), 3000);
report('Chromium: first render of a 100 000-point line chart', [peer, canvas, svg], peer);
await browser.close();
