// What each widget costs a host (issue 34): every exported widget of both skins on a page of its own
// (inside its SuiteConfigProvider), bundled from the packed packages installed in the Vite host
// (tests/hosts/vite) with rolldown, Vite's bundler, minified; the table gives each page's gzip of
// JavaScript over an empty React page and the heavy dependencies it carries. The md5 worker is not
// counted (rolldown leaves the `new URL` asset to the host's bundler; the page loads it on upload).
// Needs the tarballs installed: `node tests/hosts/run.mjs vite` (or it runs the install itself).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import ts from 'typescript';
import { gzipSize, heavyDependencies, jsGzip, kB } from '../hosts/shared/sizes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const host = path.join(root, 'tests/hosts/vite');
const work = path.join(host, '.bench');

if (!existsSync(path.join(host, 'node_modules/@suite-ui/mobile/package.json'))) {
  console.log('installing the packed packages into the Vite host (tests/hosts/run.mjs --install-only vite)');
  const { status } = spawnSync(process.execPath, ['tests/hosts/run.mjs', '--install-only', 'vite'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (status !== 0) throw new Error('could not install the packed packages into the Vite host');
}

/** The components a skin exports (values named in PascalCase), read from its packed types. */
function widgetsOf(skin: string): string[] {
  const entry = path.join(host, `node_modules/@suite-ui/${skin}/dist/types/index.d.ts`);
  const program = ts.createProgram([entry], { skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`no types at ${entry}`);
  return checker
    .getExportsOfModule(module)
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return Boolean(target.flags & ts.SymbolFlags.Value) && /^[A-Z]/.test(symbol.name);
    })
    .map((symbol) => symbol.name)
    .filter((name) => name !== 'SuiteConfigProvider')
    .sort();
}

/** A page's gzip of JavaScript: all it emits, and the part it loads first (entry and static imports). */
interface PageSize {
  gzip: number;
  initial: number;
  heavy: string[];
}

/** Bundles a page whose script is `code`. */
async function page(name: string, code: string): Promise<PageSize> {
  const file = path.join(work, `${name}.js`);
  const outDir = path.join(work, 'out', name);
  writeFileSync(file, code);
  const { output } = await build({
    input: file,
    platform: 'browser',
    logLevel: 'silent',
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    // stylesheets are left out: the figures are JavaScript (rolldown bundles no CSS)
    plugins: [
      {
        name: 'no-css',
        resolveId: (source) => (source.endsWith('.css') ? `\0css:${source}` : null),
        load: (id) => (id.startsWith('\0css:') ? { code: '', moduleType: 'js' } : null),
      },
    ],
    output: { dir: outDir, format: 'esm', minify: true },
  });
  const chunks = new Map(
    output.flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])),
  );
  const first = new Set<string>();
  const visit = (fileName: string) => {
    if (first.has(fileName)) return;
    first.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  const initial = [...first].reduce((sum, fileName) => sum + gzipSize(chunks.get(fileName)?.code ?? ''), 0);
  return { gzip: jsGzip(outDir), initial, heavy: heavyDependencies(outDir) };
}

const render = (imports: string, element: string) => `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
${imports}
createRoot(document.getElementById('root')).render(${element});
`;

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const empty = await page('empty', render('', "h('div')"));
console.log(`empty React page: ${kB(empty.gzip)} gzip of JavaScript`);

const skins = { desktop: 'antd', mobile: 'antd-mobile' } as const;
const rows = new Map<string, Record<string, string | number>>();
for (const [skin, kit] of Object.entries(skins)) {
  const pkg = `@suite-ui/${skin}`;
  const kitRate = await page(
    `${skin}-kit-rate`,
    render(`import { Rate } from '${kit}';`, 'h(Rate, { value: 3 })'),
  );
  const provider = await page(
    `${skin}-provider`,
    render(`import { SuiteConfigProvider } from '${pkg}';`, 'h(SuiteConfigProvider)'),
  );
  const set = (widget: string, size: PageSize) => {
    const row = rows.get(widget) ?? { widget };
    row[`${skin} +kB`] = Number(((size.gzip - empty.gzip) / 1000).toFixed(1));
    row[`${skin} lazy kB`] = Number(((size.gzip - size.initial) / 1000).toFixed(1));
    if (size.heavy.length) row[`${skin} carries`] = size.heavy.join(', ');
    rows.set(widget, row);
  };
  set(`(${kit}'s own Rate, no provider)`, kitRate);
  set('(SuiteConfigProvider alone)', provider);
  for (const widget of widgetsOf(skin)) {
    const result = await page(
      `${skin}-${widget}`,
      render(
        `import { SuiteConfigProvider, ${widget} } from '${pkg}';`,
        `h(SuiteConfigProvider, null, h(${widget}, {}))`,
      ),
    );
    set(widget, result);
  }
}

console.log(
  '\n## Added gzip of JavaScript over an empty React page, one widget per page in its SuiteConfigProvider',
);
console.table([...rows.values()]);
