import { build } from 'esbuild';

/**
 * A bench page's script: `contents` (plain JavaScript importing React, antd and the suite's sources
 * from `resolveDir`) bundled for Chromium as production React would run. Stylesheets are left out:
 * the widgets measured lay out through inline sizes and antd's CSS-in-JS.
 */
export async function bundleForPage(contents: string, resolveDir: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    conditions: ['source'],
    jsx: 'automatic',
    logLevel: 'error',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const script = result.outputFiles.find((file) => file.path.endsWith('.js')) ?? result.outputFiles[0];
  if (!script) throw new Error('the bench page bundled to nothing');
  return script.text;
}
