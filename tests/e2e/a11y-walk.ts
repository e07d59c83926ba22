// The accessibility walk (a11y-desktop.spec.ts, a11y-mobile.spec.ts): every showcase page of one skin,
// in both languages: no serious or critical WCAG 2 A/AA violation (axe), no console error or
// warning, and no message key shown in place of its text; then the example in the dark theme passes
// axe's colour contrast too (issue 41), so both themes are checked on every page in one walk.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_HEADERS, expect, mobileDevice, test } from './support';

const here = path.dirname(fileURLToPath(import.meta.url));
const showcaseDir = path.resolve(here, '../../demo/src/showcase');

/** Every feature with a showcase page, found from demo/src/showcase/<feature>/desktop.tsx. */
export const features = readdirSync(showcaseDir)
  .filter((name) => existsSync(path.join(showcaseDir, name, 'desktop.tsx')))
  .sort();

// Every key of the catalogue: one shown on a page means its text is missing.
const catalogueDir = path.resolve(here, '../../core/src/i18n/catalogue');
const messageKeys = readdirSync(catalogueDir)
  .filter((file) => file.endsWith('.ts'))
  .flatMap((file) =>
    [
      ...readFileSync(path.join(catalogueDir, file), 'utf8').matchAll(/^\s+'([a-z][\w-]*(?:\.[\w-]+)+)':/gm),
    ].map((match) => match[1] as string),
  );
const keyPattern = new RegExp(
  `(?:^|[^\\w.-])(${[...new Set(messageKeys)].map((k) => k.replace(/[.]/g, '\\.')).join('|')})(?![\\w.-])`,
);

// The documentation around each example is the same on every page and is checked in docs.spec.ts;
// here axe looks at the example (the whole page on mobile), which keeps the walk quick. Legacy mode
// runs axe in the page itself: the default opens a blank page per run to merge the frames' results,
// which doubled the walk's axe time, and the demo has no cross-origin frame for it to reach.
async function seriousViolations(page: Page) {
  const example = page.locator('.demo-doc__desktop');
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).setLegacyMode(true);
  if ((await example.count()) > 0) axe.include('.demo-doc__desktop');
  const results = await axe.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/**
 * Resolves once the page has had no request in flight for `quietMs` (Playwright's networkidle only
 * fires once per document load, and these pages change with the history, not by loading).
 */
function networkSettled(page: Page, quietMs = 500): Promise<void> {
  const inFlight = new Set<unknown>();
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout>;
    const restart = () => {
      clearTimeout(timer);
      if (inFlight.size === 0) timer = setTimeout(done, quietMs);
    };
    const started = (request: unknown) => {
      inFlight.add(request);
      restart();
    };
    const ended = (request: unknown) => {
      inFlight.delete(request);
      restart();
    };
    const done = () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      resolve();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    restart();
  });
}

// A colour the author of a rich text chose for their words is content, not the theme's: it is kept as
// written in both themes (the example document has blue words).
const AUTHOR_COLOUR = '[data-slate-leaf][style*="color"]';

/**
 * Colour-contrast failures in the page's current theme: the example (the whole page on mobile). The
 * documentation around it is the same parts on every page and is checked in both themes once, in
 * docs.spec.ts; axe's contrast rule over a whole page took the walk twice as long (issue 41).
 */
export async function contrastProblems(page: Page, scope = '.demo-doc__desktop'): Promise<string[]> {
  const axe = new AxeBuilder({ page })
    .withRules(['color-contrast'])
    .exclude(AUTHOR_COLOUR)
    .exclude('.demo-doc__phone iframe')
    .setLegacyMode(true);
  if ((await page.locator(scope).count()) > 0) axe.include(scope);
  const results = await axe.analyze();
  return results.violations.flatMap((v) =>
    v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? v.help}`),
  );
}

/** Switches the site's theme the way a system setting does (the demo follows it while no choice is saved). */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveAttribute('data-prefers-color-scheme', theme);
}

async function untranslatedKey(page: Page): Promise<string | null> {
  const text = await page.locator('body').innerText();
  return keyPattern.exec(text)?.[1] ?? null;
}

/**
 * Declares one test per showcase page of a skin. The pages share one browser page: the first test
 * loads the demo and the others move with the browser history as the menu does, so each test
 * checks its page rather than reloading the whole demo (about half of a test's time before).
 * Console errors and warnings, and uncaught errors, are collected per test.
 */
export function walkShowcase(skin: 'desktop' | 'mobile'): void {
  const prefix = skin === 'mobile' ? '/mobile/showcase/' : '/showcase/';
  let page: Page;
  let problems: string[] = [];

  test.beforeAll(async ({ browser }) => {
    const { extraHTTPHeaders } = test.info().project.use;
    page = await browser.newPage({
      ...(skin === 'mobile' ? mobileDevice : { viewport: { width: 1280, height: 800 } }),
      // the worker's own fake backend session, as the per-test fixture gives it
      extraHTTPHeaders: {
        ...extraHTTPHeaders,
        ...E2E_HEADERS,
        'x-fixture-session': `worker-${test.info().parallelIndex}`,
      },
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${message.type()}: ${message.text().slice(0, 300)}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.goto(prefix + features[0]);
    await expect(page.getByTestId('root-layout')).toBeVisible();
  });
  test.afterAll(async () => page.close());

  for (const feature of features) {
    test(`${skin} ${prefix}${feature}: accessible, quiet console, every text translated`, async () => {
      // two axe runs over a whole page (the table page's grids are the longest)
      test.setTimeout(120_000);
      problems = [];
      // each page is checked in the light theme and in Chinese first, whatever the page before chose
      await useTheme(page, 'light');
      const chinese = page.getByTestId('locale-zh_CN');
      if ((await chinese.getAttribute('aria-pressed')) !== 'true') await chinese.click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

      const settled = networkSettled(page);
      await page.evaluate((to) => {
        if (window.location.pathname === to) return;
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, prefix + feature);
      const content = page.locator(`[data-testid="demo-content"][data-feature="${feature}"]`);
      await expect(content).not.toBeEmpty();
      await expect(page.getByTestId('layout-loading')).toHaveCount(0);
      await settled;
      expect(await seriousViolations(page)).toEqual([]);
      expect(await untranslatedKey(page)).toBeNull();

      // the same page in English: its texts switch and none is missing
      await page.getByTestId('locale-en_US').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(await untranslatedKey(page)).toBeNull();

      // and in the dark theme: every text keeps AA contrast
      await useTheme(page, 'dark');
      expect(await contrastProblems(page), 'dark theme colour contrast').toEqual([]);
      expect(problems).toEqual([]);
    });
  }
}
