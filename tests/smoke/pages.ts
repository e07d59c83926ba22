// Development-server smoke suite (issue 13; desktop-pages.spec.ts and mobile-pages.spec.ts, a file per
// skin so the two run side by side): every page of the demo once, in both skins, under Vite's
// dev server and React StrictMode, as `npm start` shows it to a newcomer. A page fails when it does
// not render (the layout still loading, a chunk error, a 404) or when the console reports any error
// or warning (React's StrictMode checks and antd's deprecations only show in development).
// Feature pages are found from demo/src/showcase/*/desktop.tsx, so a new widget is covered as added.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, mobileDevice, test } from '../e2e/support';

const demo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../demo/src');

function foldersWith(dir: string, file: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, file)))
    .map((entry) => entry.name)
    .sort();
}

export const desktopFeatures = foldersWith(path.join(demo, 'showcase'), 'desktop.tsx');
export const mobileFeatures = foldersWith(path.join(demo, 'showcase'), 'mobile.tsx');
export const modules = foldersWith(path.join(demo, 'modules'), 'page.tsx');

/**
 * One page per skin, kept across its tests: the first test loads the demo, the others move with the
 * browser history as the menu does, so the dev server transforms each module once, not per test.
 * Console errors and warnings, and uncaught errors, are collected per test.
 */
export function sharedPage(options: { mobile: boolean; first: string }) {
  let page: Page;
  let problems: string[] = [];
  test.beforeAll(async ({ browser }) => {
    // the first load transforms the whole app on demand: more time than a page test
    test.setTimeout(180_000);
    page = await browser.newPage(options.mobile ? mobileDevice : { viewport: { width: 1280, height: 800 } });
    page.on('console', (message) => {
      // the demo seeds a refused plugin claim on /hrm on purpose: the layout's report of it is expected
      if (/^\[suite-ui layout\] plugin claim .* is refused/.test(message.text())) return;
      if (message.type() === 'error' || message.type() === 'warning') {
        const where = message.location().url ? ` (${message.location().url})` : '';
        problems.push(`${message.type()}: ${message.text()}${where}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await page.goto(options.first);
    await expect(page.getByTestId('root-layout')).toBeVisible({ timeout: 150_000 });
    await expect(page.getByTestId('layout-loading')).toHaveCount(0, { timeout: 150_000 });
  });
  test.afterAll(async () => page.close());

  /**
   * Shows `pathname` and checks that the layout renders what the path names (`shows`: a selector of
   * the page's own content), quietly.
   */
  return async (pathname: string, kind: string, shows: string): Promise<void> => {
    problems = [];
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, pathname);
    const root = page.getByTestId('root-layout');
    await expect(root).toHaveAttribute('data-route-kind', kind);
    // a page's first visit transforms its modules on demand (seconds on a busy machine)
    await expect(page.locator(`${shows}:visible`).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('layout-loading')).toHaveCount(0);
    await expect(page.getByTestId('layout-chunk-error')).toHaveCount(0);
    await expect(page.getByTestId('layout-not-found')).toHaveCount(0);
    await expect(page.locator('[data-testid="layout-content"]:visible').first()).not.toBeEmpty();
    // effects and the first calls have run by then: late warnings (keys, deprecations, 404s) are in
    await page.waitForTimeout(SETTLE_MS);
    expect(problems, `console of ${pathname}`).toEqual([]);
  };
}

// time for a page's effects and first calls after it shows (networkidle never comes on some pages)
const SETTLE_MS = 400;
export const feature = (name: string) => `[data-testid="demo-content"][data-feature="${name}"]`;
export const module = (name: string) => `[data-testid="module-${name}"]`;
