// Opens built host pages in Debian's Chromium (Playwright from the repository's own node_modules:
// a test tool, not something the host ships) and reports what did not render and every console
// error or warning, failed request and uncaught exception.
import { chromium } from '@playwright/test';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// `npm test` runs the hosts at a low priority beside the end-to-end tests (tools/run-all.mjs): a
// page may wait a while for the CPU, and a page that renders returns as soon as it has
const WAIT_MS = 90_000;

/**
 * @typedef {object} PageCheck
 * @property {string} path page path under the server's URL
 * @property {boolean} [mobile] opened as a phone (390 px, touch)
 * @property {Record<string, string>} expect a name per selector that must become visible
 * @property {Record<string, string>} [texts] a selector per exact text it must come to hold
 * @property {boolean} [worker] a web worker must start and its script load
 */

/** Checks every page; returns one line per problem (empty when all rendered cleanly). */
export async function checkPages(baseUrl, /** @type {PageCheck[]} */ pages) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const problems = [];
  try {
    for (const check of pages) {
      const context = await browser.newContext(
        check.mobile
          ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
          : { viewport: { width: 1280, height: 800 } },
      );
      context.setDefaultTimeout(WAIT_MS);
      const page = await context.newPage();
      const say = (what) => problems.push(`${check.path}: ${what}`);
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          say(`console ${message.type()}: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => say(`uncaught: ${error.message}`));
      page.on('requestfailed', (request) =>
        say(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
      );
      page.on('response', (response) => {
        if (response.status() >= 400) say(`HTTP ${response.status()}: ${response.url()}`);
      });
      const workers = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      await page.goto(new URL(check.path, baseUrl).href, { waitUntil: 'load' });
      for (const [name, selector] of Object.entries(check.expect)) {
        try {
          await page.locator(selector).first().waitFor({ state: 'visible', timeout: WAIT_MS });
        } catch {
          say(`${name} did not render (${selector})`);
        }
      }
      for (const [selector, text] of Object.entries(check.texts ?? {})) {
        const locator = page.locator(selector);
        try {
          await locator.filter({ hasText: text }).waitFor({ state: 'attached', timeout: WAIT_MS });
        } catch {
          say(`${selector} holds "${(await locator.textContent().catch(() => '')) ?? ''}", not "${text}"`);
        }
      }
      if (check.worker && workers.length === 0) say('no web worker started');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300); // late warnings (effects, lazy chunks)
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return problems;
}
