#!/usr/bin/env node
// Bundles an entry file with rolldown (Vite's bundler, tree-shaking as in a production build), runs
// the bundle in a fresh VM context and prints what it passed to `print`.
//   node tests/tools/bundle-and-run.mjs <entry.ts>
import { rolldown } from 'rolldown';
import { runInNewContext } from 'node:vm';

const [entry] = process.argv.slice(2);
const bundle = await rolldown({
  input: entry,
  platform: 'neutral',
  logLevel: 'silent',
  resolve: { mainFields: ['module', 'main'] },
});
const { output } = await bundle.generate({ format: 'iife', minify: true });
await bundle.close();
let printed = '';
runInNewContext(output[0].code, { print: (text) => (printed = String(text)) });
process.stdout.write(printed);
