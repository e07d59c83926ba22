// `npm start` as a newcomer meets it (issue 41 item 13): the development server started with an
// empty dependency cache of its own (as on a fresh clone; others' running servers keep theirs), then, from the moment it answers,
// the time until the home page is usable and until the first widget page (the table) shows its
// example. The peer is the production build of the same demo served by `vite preview`, timed the
// same way in the same run. Budget: the first widget page under 10 s after the server answers.
import { chromium, type Browser } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_LAUNCH } from '../playwright.config';

const here = path.dirname(fileURLToPath(import.meta.url));
const demo = path.resolve(here, '../../demo');
const FIRST_WIDGET = '/showcase/table';
const BUDGET_S = 10;
const cacheDir = mkdtempSync(path.join(tmpdir(), 'suite-ui-dev-start-'));

function freePort(): number {
  const { stdout } = spawnSync(process.execPath, [path.join(here, '../tools/free-port.mjs')], {
    encoding: 'utf8',
  });
  return Number(stdout);
}

/** Starts `vite <args>` in demo/ and resolves once it answers, with the seconds that took. */
async function serve(args: string[]): Promise<{ server: ChildProcess; base: string; answeredS: number }> {
  const port = freePort();
  const started = performance.now();
  const server = spawn('npx', ['vite', ...args, '--port', String(port), '--strictPort'], {
    cwd: demo,
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', DEMO_CACHE_DIR: cacheDir },
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

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const rows: Record<string, number | string>[] = [];
for (const [name, args] of [
  ['vite preview, production build (peer)', ['preview']],
  ['npm start: vite dev server, empty dependency cache', []],
] as const) {
  const { server, base, answeredS } = await serve([...args]);
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
rmSync(cacheDir, { recursive: true, force: true });
const [peer, dev] = rows as [Record<string, number>, Record<string, number>];
console.log(`\n## npm start: time from the server answering to the first widget page (budget ${BUDGET_S} s)`);
console.table(
  rows.map((row) => ({
    ...row,
    'x of the peer': Number(
      ((row['first widget page (s)'] as number) / (peer['first widget page (s)'] as number)).toFixed(1),
    ),
  })),
);
const devSeconds = dev['first widget page (s)'] ?? Infinity;
console.log(
  devSeconds <= BUDGET_S
    ? `within the budget: ${devSeconds} s`
    : `OVER the budget: ${devSeconds} s > ${BUDGET_S} s`,
);
