#!/usr/bin/env node
// Builds a workspace library to dist/ as a host's bundler wants it: one ESM file per source module
// (so a host that imports one widget keeps only that widget's modules), every import left as an
// import with a specifier Node and fully-specified resolvers accept (`./rate/index.js`), dependencies
// external, stylesheets copied beside the modules that import them, and `new URL('./x.ts',
// import.meta.url)` (the md5 worker) pointing at the emitted `./x.js`. Type declarations by tsc, with
// the same `.js` specifiers. Run from the package folder:
//   node ../tests/tools/build-lib.mjs
// Every .ts/.tsx file under src/ except tests and test support is a module of the build; the
// package.json exports name which of them are entries. A bare import that the manifest does not
// declare (dependencies, peerDependencies) fails the build: a host would not have it.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const declared = new Set([
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
]);
const srcDir = path.resolve('src');
// Built beside dist/ and moved in at the end, so dist/ is never half built for a reader (another
// package's declaration build, a host test) while this runs.
const finalDir = path.resolve('dist');
const outDir = path.resolve('dist.next');

const isTestFile = (file) =>
  /\.test\.tsx?$/.test(file) ||
  /(^|\/)test-support\.tsx?$/.test(file) ||
  /(^|\/)test\//.test(file) ||
  /(^|\/)generate-[^/]*\.ts$/.test(file) || // scripts that write a module's data, run by hand
  file.endsWith('.d.ts');

/** Every file under `dir`, relative to it, with `/` separators. */
function walk(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? walk(path.join(dir, entry.name), rel) : [rel];
  });
}

const sources = walk(srcDir).filter((file) => /\.tsx?$/.test(file) && !isTestFile(file));
const modules = new Set(sources.map((file) => path.join(srcDir, file)));

/** The source file a relative specifier names, as TypeScript's bundler resolution finds it. */
function resolveSource(fromDir, specifier) {
  const base = path.resolve(fromDir, specifier);
  const candidates = [
    base,
    ...['.ts', '.tsx'].map((ext) => base + ext),
    ...['.ts', '.tsx'].map((ext) => base.replace(/\.js$/, ext)),
    ...['index.ts', 'index.tsx'].map((name) => path.join(base, name)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** `./x.js` for a source file, relative to the importing module's folder. */
function outputSpecifier(fromDir, file) {
  let rel = path
    .relative(fromDir, file.replace(/\.tsx?$/, '.js'))
    .split(path.sep)
    .join('/');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
}

const packageName = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

const undeclared = new Set();
const copied = new Set();

/** Keeps every import an import: relative ones rewritten to the emitted file, bare ones checked. */
const preserveModules = {
  name: 'preserve-modules',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const { path: specifier, resolveDir } = args;
      if (specifier.startsWith('.')) {
        if (/\.(css|json)$/.test(specifier)) {
          const file = path.resolve(resolveDir, specifier);
          if (!file.startsWith(srcDir + path.sep))
            throw new Error(`${specifier} from ${args.importer} leaves src/`);
          copied.add(file);
          return { path: specifier, external: true };
        }
        const file = resolveSource(resolveDir, specifier);
        if (!file || !modules.has(file)) {
          return { errors: [{ text: `${specifier} (from ${args.importer}) is not a module of the build` }] };
        }
        return { path: outputSpecifier(resolveDir, file), external: true };
      }
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) {
        return { path: specifier, external: true };
      }
      if (!declared.has(packageName(specifier)) && packageName(specifier) !== pkg.name) {
        undeclared.add(`${packageName(specifier)} (${path.relative(srcDir, args.importer)})`);
      }
      return { path: specifier, external: true };
    });
    // `new URL('./md5.worker.ts', import.meta.url)`: the emitted file is `.js`
    pluginBuild.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const contents = text.replace(
        /new URL\((['"])(\.{1,2}\/[^'"]+)\.tsx?\1,\s*import\.meta\.url\)/g,
        (_, quote, stem) => `new URL(${quote}${stem}.js${quote}, import.meta.url)`,
      );
      return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [...modules],
  outdir: outDir,
  outbase: srcDir,
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  // keep `with { type: 'json' }` on the external JSON imports (Node's ESM loader requires it)
  supported: { 'import-attributes': true },
  jsx: 'automatic',
  sourcemap: true,
  plugins: [preserveModules],
  logLevel: 'warning',
});
if (undeclared.size > 0) {
  console.error(
    `${pkg.name} imports packages its package.json does not declare:\n  ${[...undeclared].join('\n  ')}`,
  );
  process.exit(1);
}
for (const file of copied) {
  const target = path.join(outDir, path.relative(srcDir, file));
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(file, target);
}

const tsconfig = {
  extends: './tsconfig.json',
  compilerOptions: {
    noEmit: false,
    emitDeclarationOnly: true,
    declaration: true,
    outDir: 'dist.next/types',
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

// Declarations: relative specifiers with the `.js` of the file they name, so that Node16/NodeNext
// resolution (and attw's esm-only profile) finds them as a bundler does.
const typesDir = path.join(outDir, 'types');
for (const rel of walk(typesDir).filter((file) => file.endsWith('.d.ts'))) {
  const file = path.join(typesDir, rel);
  const dir = path.dirname(file);
  const text = readFileSync(file, 'utf8');
  const fixed = text.replace(
    /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g,
    (whole, lead, quote, specifier) => {
      if (/\.(js|css|json)$/.test(specifier)) return whole;
      const base = path.resolve(dir, specifier);
      const target = existsSync(`${base}.d.ts`)
        ? `${specifier}.js`
        : existsSync(path.join(base, 'index.d.ts'))
          ? `${specifier.replace(/\/$/, '')}/index.js`
          : undefined;
      // (no declaration: text in a JSDoc comment, such as an example, stays as written)
      return target ? `${lead}${quote}${target}${quote}` : whole;
    },
  );
  // a stylesheet a component imports is no part of its types (and has none)
  const withoutStyles = fixed.replace(/^import\s+(['"])[^'"]+\.css\1;?\n/gm, '');
  if (withoutStyles !== text) writeFileSync(file, withoutStyles);
}

rmSync(finalDir, { recursive: true, force: true });
renameSync(outDir, finalDir);
console.log(`built ${pkg.name}: ${modules.size} modules, ${copied.size} stylesheets and data files`);
