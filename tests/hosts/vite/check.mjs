// `npm run check` of the Vite host: typecheck the pages against the packed types, build them once,
// measure the one-widget budget pages, then open the built pages in Chromium.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { checkPages } from '../shared/browser.mjs';
import { ownModulesOnly } from '../shared/own-modules.mjs';
import { hostPages } from '../shared/pages.mjs';
import { createReport } from '../shared/report.mjs';
import { serveStatic } from '../shared/serve.mjs';
import { filesGzip, heavyDependencies, jsGzip, kB, pageFiles } from '../shared/sizes.mjs';

const host = import.meta.dirname;
const report = createReport(host);
/** Budget (issue 34): the suite's Rate in its provider adds at most this over the UI kit's own Rate. */
const RATE_BUDGET = 50_000;

await report.time('typecheck', () => {
  try {
    execFileSync(path.join(host, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], {
      cwd: host,
      stdio: 'pipe',
    });
  } catch (error) {
    report.problem(`tsc: ${error.stdout}`);
  }
});

/** Vite's warnings that name the suite's packages are the library's to fix. */
const suiteWarnings = (lines) => ({
  hasWarned: false,
  info: () => {},
  warn: (message) => lines.push(message),
  warnOnce: (message) => lines.push(message),
  error: (message) => lines.push(message),
  clearScreen: () => {},
  hasErrorLogged: () => false,
});

/** Builds; returns the emitted files (Rollup's output), or undefined when the build failed. */
async function viteBuild(name, config) {
  const warnings = [];
  let result;
  try {
    result = await build({ logLevel: 'warn', customLogger: suiteWarnings(warnings), ...config });
  } catch (error) {
    report.problem(`${name} build failed: ${error.message}`);
    return undefined;
  }
  for (const warning of warnings.filter((w) => w.includes('@suite-ui')))
    report.problem(`${name} build warns: ${warning}`);
  return (Array.isArray(result) ? result : [result]).flatMap((one) => one.output);
}

const built = await report.time('build desktop + mobile pages', () =>
  viteBuild('pages', { root: host, configFile: path.join(host, 'vite.config.ts') }),
);
if (built) report.figure('pages JS gzip (desktop + mobile)', kB(jsGzip(path.join(host, 'dist'))));

// One page per figure, each built alone (one entry, as a host page would be): the JavaScript the
// page can load (its entry, the chunks it imports statically or lazily, the workers it starts).
const budgetDir = path.join(host, '.budget');
rmSync(budgetDir, { recursive: true, force: true });
async function pageGzip(name) {
  const outDir = path.join(budgetDir, name);
  const output = await viteBuild(name, {
    root: host,
    configFile: false,
    esbuild: { jsx: 'automatic' },
    plugins: [ownModulesOnly(host)],
    build: { outDir, rollupOptions: { input: path.join(host, 'budget', `${name}.tsx`) } },
  });
  if (!output) return undefined;
  const entries = output.filter((file) => file.type === 'chunk' && file.isEntry);
  const { loaded, unreferenced } = pageFiles(
    outDir,
    entries.map((chunk) => path.join(outDir, chunk.fileName)),
  );
  for (const file of unreferenced)
    report.figure(`${name}: emitted, never loaded`, `${path.basename(file)} (${kB(filesGzip([file]))})`);
  return { outDir, loaded, gzip: filesGzip(loaded) };
}
await report.time('build budget pages', async () => {
  const empty = await pageGzip('empty');
  if (empty) report.figure('empty React page', kB(empty.gzip));
  for (const [skin, kit] of [
    ['desktop', 'antd'],
    ['mobile', 'antd-mobile'],
  ]) {
    const theirs = await pageGzip(`${kit}-rate`);
    const ours = await pageGzip(`suite-rate-${skin}`);
    if (!theirs || !ours) continue;
    const added = ours.gzip - theirs.gzip;
    report.figure(`${kit} Rate page`, kB(theirs.gzip));
    report.figure(
      `@suite-ui/${skin} Rate page`,
      `${kB(ours.gzip)} (+${kB(added)}, budget +${kB(RATE_BUDGET)})`,
    );
    if (added > RATE_BUDGET)
      report.problem(
        `@suite-ui/${skin} Rate adds ${kB(added)} over ${kit}'s Rate (budget ${kB(RATE_BUDGET)})`,
      );
    const heavy = heavyDependencies(ours.outDir, ours.loaded);
    if (heavy.length) report.problem(`@suite-ui/${skin} Rate page carries ${heavy.join(', ')}`);
  }
});

if (built) {
  const server = await serveStatic(path.join(host, 'dist'));
  try {
    await report.time('browser check', async () => {
      const found = await checkPages(
        server.url,
        hostPages({ desktop: '/desktop.html', mobile: '/mobile.html' }),
      );
      for (const problem of found) report.problem(problem);
    });
  } finally {
    await server.close();
  }
}
report.finish();
