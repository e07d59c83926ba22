// `npm start` as a newcomer meets it (issue 41 item 13): the development server started, then, from
// the moment it answers, the time until the home page is usable and until the first widget page (the
// table) shows its example. Two starts, each with a dependency cache of its own (others' running
// servers keep theirs): after `npm ci`, whose postinstall prepared the cache (demo/scripts/
// prepare-start.mjs, timed too), and after a change in the packages' sources, with nothing prepared.
// The peer is the production build of the same demo served by `vite preview`, timed the same way in
// the same run. Budget: the first widget page under 10 s after the server answers, after `npm ci`.
import { chromium, type Browser } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_LAUNCH } from '../playwright.config';

const here = path.dirname(fileURLToPath(import.meta.url));
const demo = path.resolve(here, '../../demo');
const FIRST_WIDGET = '/showcase/table';
const BUDGET_S = 10;
// under node_modules, as Vite's own is: files outside it go through the demo's source transforms
const cacheDir = (name: string) => mkdtempSync(path.join(demo, `node_modules/.vite-dev-start-${name}-`));
const caches = { prepared: cacheDir('prepared'), empty: cacheDir('empty') };

function freePort(): number {
  const { stdout } = spawnSync(process.execPath, [path.join(here, '../tools/free-port.mjs')], {
    encoding: 'utf8',
  });
  return Number(stdout);
}

/** Starts `vite <args>` in demo/ and resolves once it answers, with the seconds that took. */
async function serve(
  args: string[],
  cache: string,
): Promise<{ server: ChildProcess; base: string; answeredS: number }> {
  const port = freePort();
  const started = performance.now();
  const server = spawn('npx', ['vite', ...args, '--port', String(port), '--strictPort'], {
    cwd: demo,
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', DEMO_CACHE_DIR: cache },
    stdio: 'ignore',
    // a group of its own: npx runs vite as a child, which a signal to npx alone leaves running
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`vite ${args.join(' ')} exited (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/__fixtures/routes`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { server, base, answeredS: (performance.now() - started) / 1000 };
}

/** Seconds from now until the home page is usable, then until the first widget page shows. */
async function open(browser: Browser, base: string): Promise<{ homeS: number; widgetS: number }> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const started = performance.now();
  await page.goto(`${base}/`, { timeout: 300_000 });
  await page.getByTestId('root-layout').waitFor({ timeout: 300_000 });
  await page.getByTestId('layout-loading').waitFor({ state: 'detached', timeout: 300_000 });
  const homeS = (performance.now() - started) / 1000;
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, FIRST_WIDGET);
  await page
    .locator('[data-testid="demo-content"][data-feature="table"] .ant-table-row')
    .first()
    .waitFor({ timeout: 300_000 });
  const widgetS = (performance.now() - started) / 1000;
  await page.close();
  return { homeS, widgetS };
}

if (!existsSync(path.join(demo, 'dist/index.html'))) {
  console.log('building the demo for the peer (npm run build -w @suite-ui/demo)');
  spawnSync('npm', ['run', 'build', '-w', '@suite-ui/demo'], {
    cwd: path.resolve(demo, '..'),
    stdio: 'inherit',
  });
}

/** What `npm ci`'s postinstall does, into `cache`: seconds it took. */
function prepare(cache: string): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['scripts/prepare-start.mjs'], {
    cwd: demo,
    env: { ...process.env, DEMO_CACHE_DIR: cache },
    encoding: 'utf8',
  });
  if (!/prepared/.test(run.stdout)) throw new Error(`prepare-start failed: ${run.stdout}${run.stderr}`);
  return (performance.now() - started) / 1000;
}

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const rows: Record<string, number | string>[] = [];
const preparedS = prepare(caches.prepared);
for (const [name, args, cache] of [
  ['vite preview, production build (peer)', ['preview'], caches.empty],
  [
    `npm start after npm ci (its postinstall prepared the cache in ${preparedS.toFixed(1)} s)`,
    [],
    caches.prepared,
  ],
  ['npm start after a change in the packages (nothing prepared)', [], caches.empty],
] as const) {
  const { server, base, answeredS } = await serve([...args], cache);
  try {
    const { homeS, widgetS } = await open(browser, base);
    rows.push({
      server: name,
      'answers after (s)': Number(answeredS.toFixed(1)),
      'home usable (s)': Number(homeS.toFixed(1)),
      'first widget page (s)': Number(widgetS.toFixed(1)),
    });
  } finally {
    process.kill(-(server.pid as number), 'SIGTERM');
  }
}
await browser.close();
for (const cache of Object.values(caches)) rmSync(cache, { recursive: true, force: true });
const [peer, installed, changed] = rows as [
  Record<string, number>,
  Record<string, number>,
  Record<string, number>,
];
console.log(`\n## npm start: time from the server answering to the first widget page (budget ${BUDGET_S} s)`);
console.table(
  rows.map((row) => ({
    ...row,
    'x of the peer': Number(
      ((row['first widget page (s)'] as number) / (peer['first widget page (s)'] as number)).toFixed(1),
    ),
  })),
);
const installedS = installed['first widget page (s)'] ?? Infinity;
console.log(
  installedS <= BUDGET_S
    ? `within the budget after npm ci: ${installedS} s`
    : `OVER the budget after npm ci: ${installedS} s > ${BUDGET_S} s`,
);
console.log(
  `after a change in the packages (bundled again on the start): ${changed['first widget page (s)']} s`,
);
