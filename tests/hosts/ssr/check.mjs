// `npm run check` of the SSR host (issue 34): a server imports both skins with no DOM globals and
// renders every exported widget with renderToString inside its SuiteConfigProvider; Chromium hydrates
// each one (hydrateRoot) and must log no hydration warning, console error or warning. The server and
// client bundles are built with esbuild from this folder's node_modules (the packed tarballs, never
// the `source` condition).
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { strangers } from '../shared/own-modules.mjs';
import { createReport } from '../shared/report.mjs';
import { serveStatic } from '../shared/serve.mjs';

const host = import.meta.dirname;
const root = path.resolve(host, '../../..');
const out = path.join(host, 'dist'); // ignored by git, as every dist/
const publicDir = path.join(out, 'public');
const report = createReport(host);
const skinNames = /** @type {const} */ (['desktop', 'mobile']);

rmSync(out, { recursive: true, force: true });
mkdirSync(publicDir, { recursive: true });

/** esbuild with the settings both sides share; fails the check on a module from outside the host. */
async function bundle(name, options) {
  try {
    const result = await build({
      bundle: true,
      format: 'esm',
      jsx: 'automatic',
      target: 'es2022',
      logLevel: 'silent',
      metafile: true,
      absWorkingDir: host,
      define: { 'process.env.NODE_ENV': '"development"' }, // React's development build names mismatches
      ...options,
    });
    const outside = strangers(
      host,
      Object.keys(result.metafile.inputs).map((file) => path.resolve(host, file)),
    );
    if (outside.length)
      report.problem(`${name}: modules from outside the host:\n  ${outside.slice(0, 10).join('\n  ')}`);
    for (const warning of result.warnings) report.problem(`${name} build warns: ${warning.text}`);
  } catch (error) {
    report.problem(`${name} build failed: ${error.message}`);
  }
}

await report.time('bundles', async () => {
  await bundle('server', {
    entryPoints: ['src/server.tsx'],
    outfile: path.join(out, 'server.mjs'),
    platform: 'node',
    // a server does not load stylesheets; the client bundles carry them
    loader: { '.css': 'empty', '.png': 'empty', '.svg': 'empty' },
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  await bundle('clients', {
    entryPoints: skinNames.map((skin) => `src/client-${skin}.tsx`),
    outdir: publicDir,
    platform: 'browser',
    splitting: true, // Leaflet, echarts and the editors come in chunks of their own, as in a host
    loader: {
      '.png': 'file',
      '.svg': 'file',
      '.gif': 'file',
      '.woff': 'file',
      '.woff2': 'file',
      '.ttf': 'file',
    },
  });
});

// --- the server: plain Node with no DOM globals ---
delete globalThis.navigator; // Node 21+ has one; a server of Node 20 has none
for (const name of ['window', 'document', 'navigator', 'localStorage'])
  if (name in globalThis) report.problem(`the server process has a global ${name}`);

let server;
try {
  server = await import(pathToFileURL(path.join(out, 'server.mjs')).href);
} catch (error) {
  report.problem(`importing the skins on a server: ${error.stack?.split('\n').slice(0, 4).join(' / ')}`);
}

const rendered = {};
if (server) {
  // every component a skin exports is rendered, or named as a part of one that is
  for (const skin of skinNames) {
    const exported = Object.keys(server.skins[skin]).filter((name) =>
      server.isComponent(name, server.skins[skin][name]),
    );
    const listed = new Set(server.widgetNames(server.skins[skin]));
    for (const name of exported) {
      if (listed.has(name) || server.notWidgets.has(name)) continue;
      const parent = server.widgetParts[name];
      if (!parent || !listed.has(parent))
        report.problem(`${skin}: ${name} is exported but neither rendered nor part of a rendered widget`);
    }
  }
  for (const skin of skinNames) {
    rendered[skin] = server.renderSkin(skin);
    for (const widget of rendered[skin]) {
      if (widget.error) report.problem(`${skin} ${widget.name}: renderToString threw: ${widget.error}`);
      for (const line of widget.logged)
        report.problem(`${skin} ${widget.name}: logged on the server: ${line.slice(0, 300)}`);
    }
    const ok = rendered[skin].filter((widget) => !widget.error).length;
    report.figure(`${skin} widgets rendered on the server`, `${ok} of ${rendered[skin].length}`);
    const boxes = rendered[skin]
      .filter((widget) => !widget.error)
      .map((widget) => `<section data-widget="${widget.name}">${widget.html}</section>`)
      .join('\n');
    writeFileSync(
      path.join(publicDir, `${skin}.html`),
      `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>suite-ui ${skin}: server rendered</title>
<link rel="stylesheet" href="/client-${skin}.css">
</head>
<body>
${boxes}
<script type="module" src="/client-${skin}.js"></script>
</body>
</html>
`,
    );
  }
}

// --- the browser: hydrate and listen ---
/** The fake backend answers the widgets' calls (a test tool from the repository, like Playwright). */
async function startBackend() {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'fixtures/src/cli.ts')], {
    // a host page is signed in: the calls that need a user are answered as u1
    env: { ...process.env, PORT: '0', FIXTURE_SIGN_IN: 'u1' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true, // its own process group: tsx runs the server in a child process of its own
  });
  const url = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const found = /fake backend on (http:\/\/\S+)/.exec(text);
      if (found) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`fake backend exited (${code})`)));
  });
  return { url, stop: () => process.kill(-child.pid) };
}

if (server && Object.keys(rendered).length) {
  const site = await serveStatic(publicDir);
  const backend = await startBackend();
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
  try {
    for (const skin of skinNames) {
      const context = await browser.newContext(
        skin === 'mobile'
          ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
          : { viewport: { width: 1280, height: 800 } },
      );
      // the widgets' calls (and the upgrade notice's manifest) go to the fake backend
      await context.route(/\/(api|build)\//, async (route) => {
        const { pathname, search } = new URL(route.request().url());
        try {
          await route.fulfill({ response: await route.fetch({ url: `${backend.url}${pathname}${search}` }) });
        } catch (error) {
          // the page closed while the call was on its way (Playwright says "closed", or "disposed"
          // when the fetched answer went with the context); anything else is a failure of the page
          if (!/closed|disposed/.test(String(error)))
            report.problem(`${skin} page: ${pathname}: ${error.message}`);
          await route.abort().catch(() => {});
        }
      });
      const page = await context.newPage();
      const say = (what) => report.problem(`${skin} page: ${what}`);
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          say(`console ${message.type()}: ${message.text().slice(0, 400)}`);
      });
      page.on('pageerror', (error) => say(`uncaught: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400) say(`HTTP ${response.status()}: ${response.url()}`);
      });
      await page.goto(`${site.url}/${skin}.html`, { waitUntil: 'load' });
      try {
        // the hosts run at a low priority beside the end-to-end tests (tools/run-all.mjs)
        await page.waitForFunction(() => window.hydrated === true, null, { timeout: 90_000 });
      } catch {
        say('the client never finished hydrating');
      }
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000); // effects, lazy chunks and late warnings
      const boxes = await page.locator('[data-widget]').count();
      report.figure(`${skin} widgets hydrated in Chromium`, boxes);
      await context.close();
    }
  } finally {
    await browser.close();
    backend.stop();
    await site.close();
  }
}

report.finish();
