// Browser (issue 15): in Chromium, over 10 000 people, (1) opening the desktop picker dialog until
// its first rows show, and (2) a keystroke until the matching result shows, against antd `Select`
// with the same 10 000 options (showSearch) measured in the same run. Also counts the result rows
// in the DOM (target at most 50). The browser's search wait is set to 0 here so both measure work,
// not a debounce.
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, report } from '../../core/bench/harness';
import { CHROMIUM_ARGS } from '../playwright.config';

const here = path.dirname(fileURLToPath(import.meta.url));
const desktop = path.resolve(here, '../../desktop/src');

const page10k = await build({
  stdin: {
    contents: `
      import { createElement as h } from 'react';
      import { createRoot } from 'react-dom/client';
      import { Select } from 'antd';
      import { Browser } from './browser';
      const people = Array.from({ length: 10000 }, (_, i) => ({
        id: 'u' + (i + 1), type: 'resource', title: '员工' + (i + 1) + ' E' + (1001 + i), name: '员工' + (i + 1),
        isComplete: false, isDeleted: false, finished: false, fields: { departmentName: '研发中心', jobNum: 'E' + (1001 + i) },
      }));
      const services = {
        search: async (q) => {
          const hits = q.keyword ? people.filter((p) => p.title.includes(q.keyword)) : people;
          const start = (q.page - 1) * q.pageSize;
          return { entries: hits.slice(start, start + q.pageSize), total: hits.length, hasMore: start + q.pageSize < hits.length };
        },
        leftData: async () => [], destData: async () => [], associate: async () => [], addHistory: async () => undefined,
      };
      const options = people.map((p) => ({ value: p.id, label: p.title }));
      createRoot(document.getElementById('browser')).render(h(Browser, { type: 'resource', multiple: true, services, searchDebounceMs: 0, tabs: ['all'] }));
      createRoot(document.getElementById('select')).render(h(Select, { mode: 'multiple', showSearch: true, optionFilterProp: 'label', options, style: { width: 400 }, 'data-testid': 'peer' }));
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
  define: { 'process.env.NODE_ENV': '"production"' },
});

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.setContent('<div id="browser"></div><div id="select" style="margin-top:40px"></div>');
await page.addScriptTag({ content: page10k.outputFiles[0]?.text ?? '' });
await page.waitForSelector('[data-testid="browser-open"]');
// plain script text: tsx would wrap named functions of an evaluate callback in a helper the page lacks
await page.addScriptTag({
  content: `
    window.until = (test) => new Promise((resolve) => {
      const check = () => (test() ? resolve() : setTimeout(check, 0));
      check();
    });
    window.type = (input, text) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };`,
});

type Helpers = {
  until(test: () => boolean): Promise<void>;
  type(input: HTMLInputElement, text: string): void;
};

const openBrowser = () =>
  page.evaluate(async () => {
    const { until } = globalThis as unknown as Helpers;
    (document.querySelector('[data-testid="browser-open"]') as HTMLElement).click();
    await until(() => document.querySelector('[data-testid="browser-row"]') !== null);
    (document.querySelector('[data-testid="browser-cancel"]') as HTMLElement).click();
    await until(() => document.querySelector('[data-testid="browser-row"]') === null);
  });
const openSelect = () =>
  page.evaluate(async () => {
    const { until } = globalThis as unknown as Helpers;
    const selector = document.querySelector('[data-testid="peer"]') as HTMLElement;
    selector.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    await until(
      () =>
        document.querySelector(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
        ) !== null,
    );
    (document.querySelector('[data-testid="peer"] input') as HTMLInputElement).blur();
    await until(
      () => document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)') === null,
    );
  });

const openPeer = await measure('antd Select: open the dropdown', openSelect, 3000);
const openOurs = await measure('Browser: open the dialog', openBrowser, 3000);
report('Chromium, 10 000 people: opening (and closing) the picker', [openPeer, openOurs], openPeer);

let n = 0;
const keyword = () => `E${1001 + ((n += 7) % 9000)}`;
await page.click('[data-testid="browser-open"]');
await page.waitForSelector('[data-testid="browser-row"]');
const typeInBrowser = () =>
  page.evaluate(async (text) => {
    const { until, type } = globalThis as unknown as Helpers;
    type(
      document.querySelector(
        '[data-testid="browser-search"] input, input[data-testid="browser-search"]',
      ) as HTMLInputElement,
      text,
    );
    await until(() =>
      (document.querySelector('[data-testid="browser-row"]')?.textContent ?? '').includes(text),
    );
  }, keyword());
const keysOurs = await measure('Browser: keystroke to results', typeInBrowser, 3000);
const rowsInDom = await page.locator('[data-testid="browser-row"]').count();
await page.evaluate(async () => {
  const { type } = globalThis as unknown as Helpers;
  type(
    document.querySelector(
      '[data-testid="browser-search"] input, input[data-testid="browser-search"]',
    ) as HTMLInputElement,
    '',
  );
});
const rowsUnfiltered = await page
  .waitForTimeout(200)
  .then(() => page.locator('[data-testid="browser-row"]').count());
await page.click('[data-testid="browser-cancel"]');
await page.locator('[data-testid="peer"]').click();
const typeInSelect = () =>
  page.evaluate(async (text) => {
    const { until, type } = globalThis as unknown as Helpers;
    type(document.querySelector('[data-testid="peer"] input') as HTMLInputElement, text);
    await until(() => document.querySelector(`.ant-select-item-option[title$="${text}"]`) !== null);
  }, keyword());
const keysPeer = await measure('antd Select: keystroke to results', typeInSelect, 3000);
report('Chromium, 10 000 people: from a keystroke to the matching result', [keysPeer, keysOurs], keysPeer);
console.log(
  `result rows in the DOM: ${rowsInDom} after a search, ${rowsUnfiltered} over all 10 000 (target at most 50)`,
);
await browser.close();
