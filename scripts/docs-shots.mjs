#!/usr/bin/env node
// `npm run docs:shots`: a picture of every documentation page, desktop at 1440 px and mobile at
// 390 px, from the production build of the demo (built first when demo/dist is missing; DEMO_DIST
// names another build), into
// docs/shots/1440/<feature>.png and docs/shots/390/<feature>.png (not kept in git). The README's
// picture (docs/demo.png) is one of them, taken the same way, so it cannot drift from the site.
//   node scripts/docs-shots.mjs [feature ...]   only these pages (the README picture always)
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const demo = path.join(root, 'demo');
// the build to photograph (tests/tools/e2e.sh's private builds work too)
const dist = process.env.DEMO_DIST ?? path.join(demo, 'dist');
const shots = path.join(root, 'docs', 'shots');
/** The README's picture: a widget page with its phone frame beside it and the whole sidebar. */
const README_SHOT = { feature: 'rate', width: 1720, height: 960, file: path.join(root, 'docs', 'demo.png') };
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const showcase = path.join(demo, 'src', 'showcase');
const features = readdirSync(showcase, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(showcase, entry.name, 'desktop.tsx')))
  .map((entry) => entry.name)
  .sort();
const wanted = process.argv.slice(2);
for (const name of wanted) if (!features.includes(name)) throw new Error(`no documentation page "${name}"`);

if (!process.env.DEMO_DIST && !existsSync(path.join(dist, 'index.html'))) {
  console.log('building the demo (npm run build -w @suite-ui/demo)');
  const { status } = spawnSync('npm', ['run', 'build', '-w', '@suite-ui/demo'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}

const { stdout: port } = spawnSync(process.execPath, [path.join(root, 'tests/tools/free-port.mjs')], {
  encoding: 'utf8',
});
const base = `http://127.0.0.1:${port}`;
const server = spawn('npx', ['vite', 'preview', '--port', port, '--strictPort', '--outDir', dist], {
  cwd: demo,
  env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  stdio: 'ignore',
});

/** Waits until the preview server answers. */
async function answered() {
  for (let tries = 0; tries < 600; tries += 1) {
    try {
      if ((await fetch(`${base}/__fixtures/routes`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the preview server did not answer within a minute');
}

/** Opens `pathname` and waits for its example and its data, then saves a picture of the window. */
async function shoot(browser, { pathname, feature, viewport, mobile, file }) {
  const page = await browser.newPage({
    viewport,
    ...(mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  await page.goto(base + pathname);
  await page.locator(`[data-testid="demo-content"][data-feature="${feature}"]`).waitFor();
  await page.getByTestId('layout-loading').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const phone = page.frameLocator('[data-testid="doc-phone"] iframe');
  if (await page.getByTestId('doc-phone').count()) {
    await phone.locator(`[data-testid="demo-content"][data-feature="${feature}"]`).waitFor();
  }
  // fonts, images and the last animation frames
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file });
  await page.close();
}

let failed = false;
try {
  await answered();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const jobs = [
    {
      pathname: `/showcase/${README_SHOT.feature}`,
      feature: README_SHOT.feature,
      viewport: { width: README_SHOT.width, height: README_SHOT.height },
      file: README_SHOT.file,
    },
    ...(wanted.length ? wanted : features).flatMap((feature) => [
      {
        pathname: `/showcase/${feature}`,
        feature,
        viewport: { width: 1440, height: 900 },
        file: path.join(shots, '1440', `${feature}.png`),
      },
      {
        pathname: `/mobile/showcase/${feature}`,
        feature,
        viewport: { width: 390, height: 844 },
        mobile: true,
        file: path.join(shots, '390', `${feature}.png`),
      },
    ]),
  ];
  for (const job of jobs) {
    try {
      await shoot(browser, job);
      console.log(`${path.relative(root, job.file)}  ${job.pathname}`);
    } catch (error) {
      failed = true;
      console.error(`could not take ${job.pathname}: ${error instanceof Error ? error.message : error}`);
    }
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
