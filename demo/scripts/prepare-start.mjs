// `npm ci` prepares what `npm start` otherwise makes while a newcomer waits on the first page (issue
// 41 item 13): the pre-bundled dependencies and the documentation data, in the demo's Vite cache,
// under keys of the lockfile, the config and the packages' sources. The first start finds them and
// serves at once; a start after a change in core or a skin makes them again, as before.
//
// It never fails the install: without it `npm start` still works, only its first page is slower.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const demo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();

async function waitFor(file, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > until) throw new Error(`${file} did not appear in ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

let server;
try {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  server = await createServer({
    root: demo,
    configFile: path.join(demo, 'vite.config.ts'),
    logLevel: 'warn',
    clearScreen: false,
    server: { middlewareMode: true, ws: false, warmup: {} },
  });
  // the entry's imports name the pre-bundled files; loading one waits for the bundling
  const entry = await server.transformRequest('/src/start.tsx');
  const bundled = /["'](\/[^"']*\/deps\/[^"'?]+\.js)/.exec(entry?.code ?? '')?.[1];
  if (!bundled) throw new Error('the entry names no pre-bundled dependency');
  await server.transformRequest(bundled);
  await waitFor(path.join(server.config.cacheDir, 'deps/_metadata.json'), 120_000);
  // the documentation data: generated in a process of its own, kept in the same cache
  await server.transformRequest('virtual:suite-ui-docs/features');
  console.log(
    `npm start prepared (dependencies and documentation data) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.warn(`npm start could not be prepared now; its first start will do it: ${error?.message ?? error}`);
} finally {
  await server?.close();
}
