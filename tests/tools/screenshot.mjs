#!/usr/bin/env node
// Screenshots demo pages for a look by eye or for docs/:
//   node tests/tools/screenshot.mjs <baseUrl> <path> <out.png> [mobile]
import { chromium } from '@playwright/test';

const [baseUrl, pagePath, out, mode] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage(
  mode === 'mobile'
    ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
    : { viewport: { width: 1280, height: 800 } },
);
await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
await page.screenshot({ path: out });
await browser.close();
console.log(out);
