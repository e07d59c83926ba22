// Table (issue 19): in Chromium, 10 000 rows × 10 columns, (1) the first render until the first row
// shows, (2) scrolling the body until the rows of the new place show, and (3) the JS heap the
// mounted table holds, for the suite's desktop `Table` (column settings over antd's virtual table)
// against antd `Table` with `virtual` on the same data in the same run. Also counts the rows in the
// DOM (target at most 60).
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, report } from '../../core/bench/harness';
import { CHROMIUM_ARGS } from '../playwright.config';

const here = path.dirname(fileURLToPath(import.meta.url));
const desktop = path.resolve(here, '../../desktop/src');

const bundle = await build({
  stdin: {
    contents: `
      import { createElement as h } from 'react';
      import { createRoot } from 'react-dom/client';
      import { flushSync } from 'react-dom';
      import { Table as AntTable } from 'antd';
      import { Table } from './table';
      const KEYS = ['id', 'code', 'title', 'owner', 'status', 'priority', 'city', 'amount', 'progress', 'created'];
      const columns = KEYS.map((dataIndex) => ({ dataIndex, title: dataIndex, width: 130 }));
      const data = Array.from({ length: 10000 }, (_, i) => ({
        id: String(i + 1), code: 'T-' + (i + 1), title: 'Task ' + (i + 1), owner: 'User ' + (i % 500),
        status: ['open', 'done'][i % 2], priority: ['low', 'high'][i % 2], city: 'Beijing',
        amount: i * 3.5, progress: i % 101, created: '2026-11-20',
      }));
      const services = { query: async () => ({ settings: null, pageSize: 0, source: 'none' }) };
      let root = null;
      const host = document.getElementById('host');
      window.mount = (which) => {
        root = createRoot(host);
        flushSync(() =>
          root.render(
            which !== 'peer'
              ? h(Table, { pageUid: 'bench', columns, data, paginationType: 'none', services, height: 600, needTableColSet: which === 'ours' })
              : h(AntTable, {
                  rowKey: 'id', columns: columns.map((c) => ({ ...c, key: c.dataIndex })), dataSource: data,
                  virtual: true, scroll: { x: 1300, y: 600 }, pagination: false, size: 'middle',
                }),
          ),
        );
      };
      window.unmount = () => { root?.unmount(); root = null; };
    `,
    resolveDir: desktop,
    loader: 'ts',
  },
  bundle: true,
  minify: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  conditions: ['source'],
  jsx: 'automatic',
  logLevel: 'error',
  loader: { '.css': 'empty' },
  define: { 'process.env.NODE_ENV': '"production"' },
} as Parameters<typeof build>[0]);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await page.setContent('<div id="host" style="width:1300px"></div>');
await page.addScriptTag({ content: bundle.outputFiles?.[0]?.text ?? '' });
await page.addScriptTag({
  content: `
    window.until = (test) => new Promise((resolve) => {
      const check = () => (test() ? resolve() : setTimeout(check, 0));
      check();
    });`,
});

type Helpers = { until(test: () => boolean): Promise<void>; mount(which: string): void; unmount(): void };
const cdp = await page.context().newCDPSession(page);

const firstRender = (which: 'ours' | 'peer') => () =>
  page.evaluate(async (name) => {
    const w = globalThis as unknown as Helpers;
    w.mount(name);
    await w.until(() => document.querySelector('#host .ant-table-row') !== null);
    w.unmount();
  }, which);

const peerRender = await measure('antd Table virtual: first render', firstRender('peer'), 4000);
const oursRender = await measure('suite Table: first render', firstRender('ours'), 4000);
report(
  'Chromium, 10 000 rows × 10 columns: first render until the first row shows',
  [peerRender, oursRender],
  peerRender,
);

let step = 0;
// a wheel over the body (how rc-virtual-list scrolls), down and back up, until other rows show
const scroll = async () => {
  step += 1;
  const before = await page.evaluate(() =>
    document.querySelector('#host .ant-table-row')?.getAttribute('data-row-key'),
  );
  await page.mouse.move(600, 400);
  // down through the first half, then up: never a wheel that cannot move
  if (Number(before ?? 0) < 200) step = 0;
  await page.mouse.wheel(0, step % 40 < 20 ? 3000 : -3000);
  await page.waitForFunction(
    (key) => {
      const first = document.querySelector('#host .ant-table-row')?.getAttribute('data-row-key');
      return first !== undefined && first !== key;
    },
    before,
    { timeout: 10_000, polling: 'raf' },
  );
};

async function heapAndRows(which: 'ours' | 'peer' | 'bare') {
  await page.evaluate(() => (globalThis as unknown as Helpers).unmount());
  await cdp.send('HeapProfiler.collectGarbage');
  const before = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  await page.evaluate(async (name) => {
    const w = globalThis as unknown as Helpers;
    w.mount(name);
    await w.until(() => document.querySelector('#host .ant-table-row') !== null);
  }, which);
  await cdp.send('HeapProfiler.collectGarbage');
  const after = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  const rows = await page.locator('#host .ant-table-row').count();
  return { heapMb: (after - before) / 1024 / 1024, rows };
}

// heap: three alternating mounts each, the smallest kept (GC timing and caches make one reading noisy)
const heaps = { peer: [] as number[], ours: [] as number[], bare: [] as number[] };
const rowsInDom = { peer: 0, ours: 0, bare: 0 };
for (let i = 0; i < 3; i += 1) {
  for (const which of ['peer', 'ours', 'bare'] as const) {
    const { heapMb, rows } = await heapAndRows(which);
    heaps[which].push(heapMb);
    rowsInDom[which] = rows;
  }
}
const peerHeap = { heapMb: Math.min(...heaps.peer), rows: rowsInDom.peer };
const oursHeap = { heapMb: Math.min(...heaps.ours), rows: rowsInDom.ours };
await heapAndRows('peer');
const peerScroll = await measure('antd Table virtual: scroll to a new place', scroll, 4000);
await heapAndRows('ours');
const oursScroll = await measure('suite Table: scroll to a new place', scroll, 4000);
report(
  'Chromium, 10 000 rows × 10 columns: scrolling until the rows of the new place show',
  [peerScroll, oursScroll],
  peerScroll,
);
console.log('\n## JS heap held by the mounted table (after GC) and rows in the DOM');
console.table([
  {
    table: 'antd Table virtual',
    'heap MB': Number(peerHeap.heapMb.toFixed(2)),
    'rows in DOM': peerHeap.rows,
  },
  { table: 'suite Table', 'heap MB': Number(oursHeap.heapMb.toFixed(2)), 'rows in DOM': oursHeap.rows },
  {
    // the same table without its toolbar (needTableColSet false): what the buttons' styles and the
    // layout machinery add, apart from the rows
    table: 'suite Table, no settings toolbar',
    'heap MB': Number(Math.min(...heaps.bare).toFixed(2)),
    'rows in DOM': rowsInDom.bare,
  },
]);
console.log(`rows in the DOM: suite ${oursHeap.rows} (target at most 60), antd ${peerHeap.rows}`);
await browser.close();
