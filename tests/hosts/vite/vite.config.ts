import { defineConfig } from 'vite';
import { ownModulesOnly } from '../shared/own-modules.mjs';

// Two pages, built once; JSX by Vite's own esbuild (no React plugin: nothing here needs fast refresh).
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  build: {
    rollupOptions: { input: { desktop: 'desktop.html', mobile: 'mobile.html' } },
    chunkSizeWarningLimit: 4096,
  },
  plugins: [ownModulesOnly(import.meta.dirname)],
});
