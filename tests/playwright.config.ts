import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

// One free loopback port per run, chosen in the runner process; workers inherit it through the env.
process.env.E2E_PORT ??= execFileSync(process.execPath, [path.join(here, 'tools/free-port.mjs')], {
  encoding: 'utf8',
});
const port = Number(process.env.E2E_PORT);
const demoDist = process.env.DEMO_DIST ?? path.join(here, '../demo/dist');

// The development-server smoke suite (smoke/): every page once more under Vite's dev server, in
// React StrictMode as `npm start` runs it. Left out when a private build is given (tools/e2e.sh
// runs one spec against DEMO_DIST) or with E2E_DEV=0.
const withDevServer = process.env.E2E_DEV !== '0' && !process.env.DEMO_DIST;
if (withDevServer) {
  process.env.E2E_DEV_PORT ??= execFileSync(process.execPath, [path.join(here, 'tools/free-port.mjs')], {
    encoding: 'utf8',
  });
}
const devPort = Number(process.env.E2E_DEV_PORT);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Each new context is a window of the whole browser in headless mode, and each window starts the
  // omnibox popup's two WebUI pages in a renderer of their own: about 40 % of Chromium's CPU in a
  // short test, and the e2e step is CPU-bound on CI's two cores (tools/chromium merges this list
  // with Playwright's own)
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * How every test, bench and walk starts Chromium: Debian's (CHROMIUM_PATH, else /usr/bin/chromium)
 * through a script that merges the lists of disabled features, with the arguments above.
 */
export const CHROMIUM_LAUNCH = { executablePath: path.join(here, 'tools/chromium'), args: CHROMIUM_ARGS };

const previewServer = {
  // the production build of the demo, with the fake backend mounted in the same server
  command: `npx vite preview --port ${port} --strictPort --outDir ${JSON.stringify(demoDist)}`,
  cwd: path.join(here, '../demo'),
  url: `http://127.0.0.1:${port}/__fixtures/routes`,
  env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

const devServer = {
  // `npm start`'s server: sources transformed on demand, React StrictMode, the fake backend mounted
  command: `npx vite --port ${devPort} --strictPort`,
  cwd: path.join(here, '../demo'),
  url: `http://127.0.0.1:${devPort}/__fixtures/routes`,
  env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

export default defineConfig({
  outputDir: './test-results',
  timeout: 60_000,
  // a passing assertion returns as soon as it holds, so a longer wait costs only failing runs; on
  // CI's two cores a page's first load beside the other workers and the host builds took over 10 s
  // (the chart page in layout-reading, the checkbox and carousel pages in a loaded run)
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  // file by file: spreading test by test (fullyParallel, the development server's walks first) made
  // the e2e step take about 48 minutes against 30 on CI's two cores, with the walks beside the hosts
  fullyParallel: false,
  // Each worker has its own fake backend session (e2e/support.ts). On CI's two cores three workers:
  // a worker's whole process tree (Chromium, the servers) uses about a third of a core (73 s of CPU
  // over 208 s of the accessibility walk's tests), but the host applications beside them use the
  // rest: a run with four took longer (33.7 against 32.4 min) and the heaviest page (the table's)
  // timed out in five tests. Two locally, beside other work.
  workers: process.env.CI ? 3 : 2,
  forbidOnly: !!process.env.CI,
  // one retry on CI, where the two cores are shared: a test that needed it is reported as flaky
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '../.reports/e2e.json' }]]
    : [['list'], ['json', { outputFile: '../.reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    // `npm start`'s first widget page, timed before anything else runs (smoke/first-widget.spec.ts)
    ...(withDevServer
      ? [
          {
            name: 'dev-start',
            testDir: './smoke',
            testMatch: 'first-widget.spec.ts',
            use: { viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${devPort}` },
          },
        ]
      : []),
    {
      name: 'chromium',
      testDir: './e2e',
      dependencies: withDevServer ? ['dev-start'] : [],
      use: { viewport: { width: 1280, height: 800 } },
    },
    ...(withDevServer
      ? [
          {
            name: 'dev-server',
            testDir: './smoke',
            testIgnore: 'first-widget.spec.ts',
            dependencies: ['dev-start'],
            use: { viewport: { width: 1280, height: 800 }, baseURL: `http://127.0.0.1:${devPort}` },
          },
        ]
      : []),
  ],
  webServer: withDevServer ? [previewServer, devServer] : previewServer,
});
