// The shared kernel (issue 37 item 3): a feature reaches another feature only through that feature's
// `index.ts`, and the kernel reaches no feature at all. Every non-test .ts/.tsx file under
// core/src/<folder>/ is read and its relative imports resolved to the folder they land in.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SRC = resolve(__dirname, '../src');

/**
 * The kernel: rules every feature may use, imported module by module (`../shared/guards`,
 * `../http/failure`, `../i18n/catalogue/<feature>`). It imports no feature. `locale` counts as kernel:
 * its packs are assembled from the i18n catalogue alone, and the catalogue's index bundles `en_US`.
 */
const KERNEL = new Set(['shared', 'http', 'i18n', 'locale']);

/**
 * Entry layers, not features: `react` (hooks) and `dom` (browser helpers) sit on top of the features
 * and still reach into their internals (machines, connects) module by module; making them import
 * through each feature's index is issue 37's follow-up. `site` (the documentation site's texts) is an
 * entry too. Their own imports are not checked here; a feature importing them is.
 */
const ENTRY_LAYERS = new Set(['react', 'dom', 'site']);

/**
 * Imports that break the rule today, as `<importing file> -> <imported module>` (paths under src,
 * no extension). Each is a value import of another feature's rule: through that feature's index it
 * would also load the feature's messages, which src/i18n/registration.test.ts refuses, so each rule
 * moves into src/shared/ (as URL safety, the suite colours, box selection and the value readers did)
 * before its entry leaves this list (issue 37 item 3, follow-up). The list may only shrink: an entry
 * that no longer occurs fails, so drop it.
 */
const KNOWN_VIOLATIONS: readonly string[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every relative module a file names: static imports and re-exports, `import type`, dynamic `import()`. */
function relativeImports(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\b(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']*)'/g))
    found.add(match[1] ?? '');
  return [...found];
}

/** The top folder under src a file or folder lies in ('' for the root files such as src/index.ts). */
function topFolder(path: string): string {
  const [top = ''] = relative(SRC, path).split(sep);
  return existsSync(join(SRC, top)) && statSync(join(SRC, top)).isDirectory() ? top : '';
}

/** The rule an import breaks, or null. `target` is the resolved module path without extension. */
function breach(fromTop: string, target: string): string | null {
  const toTop = topFolder(target);
  if (toTop === '' || toTop === fromTop || KERNEL.has(toTop)) return null;
  if (KERNEL.has(fromTop)) return 'the kernel imports a feature';
  const inside = relative(join(SRC, toTop), target);
  if (inside === '' || inside === 'index') return null;
  return `a feature imports ${toTop} other than through its index.ts`;
}

function violations(): { key: string; rule: string }[] {
  const found: { key: string; rule: string }[] = [];
  for (const file of sourceFiles(SRC)) {
    const fromTop = topFolder(file);
    if (fromTop === '' || ENTRY_LAYERS.has(fromTop)) continue;
    for (const spec of relativeImports(readFileSync(file, 'utf8'))) {
      const target = resolve(dirname(file), spec).replace(/\/$/, '');
      const rule = breach(fromTop, target);
      if (rule) {
        const from = relative(SRC, file)
          .split(sep)
          .join('/')
          .replace(/\.tsx?$/, '');
        found.push({ key: `${from} -> ${relative(SRC, target).split(sep).join('/')}`, rule });
      }
    }
  }
  return found;
}

/** Pairs of modules that import each other (directly), as `a <-> b`. */
function mutualImports(): string[] {
  const imports = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const from = file.replace(/\.tsx?$/, '');
    const targets = relativeImports(readFileSync(file, 'utf8')).map((spec) => resolve(dirname(file), spec));
    imports.set(from, new Set(targets));
  }
  const pairs: string[] = [];
  for (const [from, targets] of imports)
    for (const to of targets)
      if (from < to && imports.get(to)?.has(from))
        pairs.push(`${relative(SRC, from)} <-> ${relative(SRC, to)}`.split(sep).join('/'));
  return pairs;
}

describe('imports between features (issue 37: a shared kernel)', () => {
  const found = violations();

  it('reads the sources and sees imports', () => {
    expect(sourceFiles(join(SRC, 'rate')).length).toBeGreaterThan(3);
    expect(breach('form', join(SRC, 'relation/relation.logic'))).toMatch(/through its index/);
    expect(breach('form', join(SRC, 'relation'))).toBeNull();
    expect(breach('form', join(SRC, 'relation/index'))).toBeNull();
    expect(breach('form', join(SRC, 'shared/guards'))).toBeNull();
    expect(breach('shared', join(SRC, 'number-input'))).toMatch(/kernel/);
  });

  it('a feature imports another only through its index.ts, the kernel imports no feature', () => {
    const known = new Set(KNOWN_VIOLATIONS);
    expect(found.filter((v) => !known.has(v.key)).map((v) => `${v.key} (${v.rule})`)).toEqual([]);
  });

  it('no two modules import each other (as chart.types and chart.logic did)', () => {
    expect(mutualImports()).toEqual([]);
  });

  it('the list of known violations only shrinks', () => {
    const keys = new Set(found.map((v) => v.key));
    expect(KNOWN_VIOLATIONS.filter((key) => !keys.has(key))).toEqual([]);
  });
});
