import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, defaultClientConditions } from 'vite';
import { assetFile, chunkFile, htmlVersionManifest } from './plugins/build-layout';
import { fixturesPlugin } from './plugins/fixtures';
import { optimizerWithoutMaps, prebundleWithoutMaps } from './plugins/prebundle-maps';
import { docsPlugin } from './plugins/props-docs';
import { sourcesKey } from './plugins/sources-key';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every `@suite-ui/*` entry the demo imports (`@suite-ui/core/react`, `@suite-ui/desktop` ...), read
 * from its sources, so a new one is never left out of the pre-bundle: a workspace entry served from
 * its sources beside the bundled ones would be a second copy of core's modules.
 */
function workspaceEntries(): string[] {
  const entries = new Set<string>();
  for (const entry of readdirSync(path.join(here, 'src'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const [, specifier] of text.matchAll(/\bfrom '(@suite-ui\/[\w/-]+)'/g))
      entries.add(specifier as string);
  }
  return [...entries].sort();
}

// `npm start` pre-bundles the workspace packages as it does antd: a page then loads a few hundred
// modules instead of some 2,200 transformed one by one (issue 41 item 13: the first widget page took
// 37 s on a busy 2-core machine). A change in core or a skin then needs a restart; `npm run dev`
// serves their sources live instead, with hot updates, for work on the library itself.
const liveSources = process.env.SUITE_UI_SOURCES === 'live';

export default defineConfig({
  plugins: [
    react(),
    fixturesPlugin(),
    htmlVersionManifest(),
    docsPlugin(fileURLToPath(new URL('..', import.meta.url))),
    // `npm start` sends the pre-bundled dependencies without source maps (plugins/prebundle-maps.ts)
    ...(liveSources ? [] : [prebundleWithoutMaps()]),
  ],
  resolve: {
    // workspace packages resolve to their TypeScript sources (the "source" export condition)
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    host: '127.0.0.1',
    // `npm start`: transform every page's modules (the workspace sources among them) while the
    // newcomer's browser opens, not on the first visit to each page (issue 41: the first widget page
    // took 37 s on a busy 2-core machine)
    warmup: {
      clientFiles: ['./src/*.tsx', './src/showcase/*/*.tsx', './src/modules/**/*.tsx', './src/globals/*.tsx'],
    },
  },
  // `npm start`: pre-bundle what every page imports, not only what the first page does, so opening
  // another page never finds a new dependency and reloads (504 "Outdated Optimize Dep" mid-page)
  optimizeDeps: {
    include: liveSources ? [] : workspaceEntries(),
    // Vite bundles again when these options change: a start after a change in a package's sources
    // bundles them anew (a name no module uses, holding the sources' key, so nothing else differs)
    rolldownOptions: liveSources
      ? {}
      : {
          plugins: [optimizerWithoutMaps()],
          transform: {
            define: { __SUITE_UI_SOURCES__: JSON.stringify(sourcesKey(path.resolve(here, '..'))) },
          },
        },
    entries: ['index.html', 'src/showcase/*/*.tsx', 'src/modules/**/*.tsx', 'src/globals/*.tsx'],
  },
  preview: { host: '127.0.0.1' },
  // the dev-start bench measures a fresh clone's first start with a cache of its own
  cacheDir: process.env.DEMO_CACHE_DIR ?? 'node_modules/.vite',
  // spec 7: lazy chunks, the md5 worker among them, load from /build/ui/static/js
  worker: {
    format: 'es',
    rolldownOptions: {
      output: {
        entryFileNames: 'build/ui/static/js/[name]-[hash].js',
        chunkFileNames: 'build/ui/static/js/[name]-[hash].js',
      },
    },
  },
  build: {
    outDir: process.env.DEMO_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2048,
    rolldownOptions: {
      output: {
        entryFileNames: 'build/ui/static/js/[name]-[hash].js',
        chunkFileNames: (chunk) => chunkFile(chunk.facadeModuleId),
        assetFileNames: (asset) => assetFile(asset.names?.[0]),
      },
    },
  },
});
