#!/usr/bin/env node
// Builds a workspace library to dist/: ESM JavaScript by esbuild (every dependency external, shared
// code split into chunks) and type declarations by tsc. Run from the package folder:
//   node ../tests/tools/build-lib.mjs [--platform=node] src/index.ts [src/other/index.ts ...]
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const args = process.argv.slice(2);
const platform = args.find((a) => a.startsWith('--platform='))?.split('=')[1] ?? 'neutral';
const entryPoints = args.filter((a) => !a.startsWith('--'));
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})].flatMap(
  (name) => [name, `${name}/*`],
);

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints,
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform,
  target: 'es2022',
  jsx: 'automatic',
  sourcemap: true,
  external: [...external, 'node:*'],
  mainFields: ['module', 'main'],
  logLevel: 'warning',
});

const tsconfig = {
  extends: './tsconfig.json',
  compilerOptions: {
    noEmit: false,
    emitDeclarationOnly: true,
    declaration: true,
    outDir: 'dist/types',
    rootDir: 'src',
    customConditions: [],
  },
  include: ['src'],
  exclude: [
    'src/**/*.test.ts',
    'src/**/*.test.tsx',
    'src/**/test-support.ts',
    'src/**/test-support.tsx',
    'src/**/test/**',
  ],
};
writeFileSync('tsconfig.build.json', JSON.stringify(tsconfig, null, 2));
try {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
} finally {
  rmSync('tsconfig.build.json', { force: true });
}
console.log(
  `built ${pkg.name}: ${entryPoints.map((e) => path.basename(path.dirname(e)) + '/' + path.basename(e)).join(', ')}`,
);
