import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, defaultClientConditions } from 'vite';
import { assetFile, chunkFile, htmlVersionManifest } from './plugins/build-layout';
import { fixturesPlugin } from './plugins/fixtures';
import { docsPlugin } from './plugins/props-docs';

export default defineConfig({
  plugins: [
    react(),
    fixturesPlugin(),
    htmlVersionManifest(),
    docsPlugin(fileURLToPath(new URL('..', import.meta.url))),
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
      clientFiles: [
        './src/main.tsx',
        './src/showcase/*/*.tsx',
        './src/modules/**/*.tsx',
        './src/globals/*.tsx',
      ],
    },
  },
  // `npm start`: pre-bundle what every page imports, not only what the first page does, so opening
  // another page never finds a new dependency and reloads (504 "Outdated Optimize Dep" mid-page)
  optimizeDeps: {
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
