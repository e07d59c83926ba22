// Shared helpers for end-to-end specs: the fake backend's control calls and a mobile viewport.
import { test as base, expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export interface Backend {
  /** Back to the seed, faults cleared. */
  reset(): Promise<void>;
  /** Arms a fault on calls under `path` (see DEVELOPERS.md: 500, 404, timeout, malformed, drop, slow=ms). */
  fault(rule: { path: string; fault: string; times?: number; method?: string }): Promise<void>;
  clearFaults(): Promise<void>;
}

function backendOver(request: APIRequestContext): Backend {
  const check = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(response.ok(), `fixture control call ${response.url()} failed`).toBeTruthy();
  };
  return {
    reset: async () => check(await request.post('/__fixtures/reset')),
    fault: async (rule) => check(await request.post('/__fixtures/faults', { data: rule })),
    clearFaults: async () => check(await request.delete('/__fixtures/faults')),
  };
}

/**
 * Headers every page and request of a test sends. Uncompressed answers: the preview server gzips
 * each file on the fly as it serves it (about 1.5 MB per load of the demo), CPU the two cores of
 * CI spend better on the tests; over loopback compression saves nothing.
 */
export const E2E_HEADERS: Readonly<Record<string, string>> = { 'accept-encoding': 'identity' };

export const test = base.extend<{ backend: Backend }>({
  // each parallel worker talks to a fake backend of its own (x-fixture-session): one worker's reset
  // or armed fault never reaches another's test; the page's calls and \`request\` carry the header
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      ...E2E_HEADERS,
      'x-fixture-session': `worker-${testInfo.parallelIndex}`,
    });
  },
  // Pictures a spec saves for people to look at (a `path` given) are not taken on CI, where no one
  // opens them and a full-page one costs the two cores a second; a picture a test reads is taken.
  // E2E_SCREENSHOTS=1 takes them there too.
  page: async ({ page }, use) => {
    if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') {
      const take = page.screenshot.bind(page);
      page.screenshot = (options) => (options?.path ? Promise.resolve(Buffer.alloc(0)) : take(options));
    }
    await use(page);
  },
  // auto: every test starts from the seed with no armed fault, whether or not it asks for `backend`
  backend: [
    async ({ request }, use) => {
      const backend = backendOver(request);
      await backend.reset();
      await use(backend);
    },
    { auto: true },
  ],
});

/** Options for a phone-sized page: use with `test.use(mobileDevice)` in a describe block. */
export const mobileDevice = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} as const;

/**
 * A page kept across the tests of a walk (every page visited in one browser page): 1440 px wide,
 * talking to this worker's fake backend like the `test` fixture's pages.
 */
export function walkPage(browser: Browser): Promise<Page> {
  const { extraHTTPHeaders } = test.info().project.use;
  return browser.newPage({
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: {
      ...extraHTTPHeaders,
      ...E2E_HEADERS,
      'x-fixture-session': `worker-${test.info().parallelIndex}`,
    },
  });
}

/** Moves a walk's page to a widget page through the app's history (no reload), and waits for it. */
export async function walkTo(page: Page, path: string, feature: string): Promise<void> {
  await page.evaluate((to) => {
    if (window.location.pathname === to) return;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator(`[data-testid="demo-content"][data-feature="${feature}"]`)).not.toBeEmpty();
  await expect(page.getByTestId('layout-loading')).toHaveCount(0);
}

export { expect };
