// The parts of a widget (DEVELOPERS.md, "The shape of a widget"), as checks on the tree: used by
// core/test/structure.test.ts. Run alone it lists what each feature lacks, as a KNOWN_EXCEPTIONS
// block to paste:  node scripts/widget-parts.cjs
const { existsSync, readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');

const defaultRoot = path.resolve(__dirname, '..');
const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

/** Features that follow the pattern: the folders of core/src with a `<feature>.connect.ts`. */
function features(root = defaultRoot) {
  return readdirSync(path.join(root, 'core/src'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(root, 'core/src', e.name, `${e.name}.connect.ts`)))
    .map((e) => e.name)
    .sort();
}

/** The parts of feature `f`, by name, each true when present. */
function parts(f, root = defaultRoot) {
  const has = (rel) => existsSync(path.join(root, rel));
  const read = (rel) => (has(rel) ? readFileSync(path.join(root, rel), 'utf8') : '');
  const exported = (barrel) => read(barrel).includes(`export * from './${f}';`);
  const budgets = read('.size-limit.cjs');
  return {
    logic: has(`core/src/${f}/${f}.logic.ts`),
    machine: has(`core/src/${f}/${f}.machine.ts`),
    connect: has(`core/src/${f}/${f}.connect.ts`),
    'unit tests':
      has(`core/src/${f}`) &&
      readdirSync(path.join(root, `core/src/${f}`)).some((n) => n.endsWith('.test.ts')),
    messages: read(`core/src/${f}/messages.ts`).includes(`${camel(f)}Texts = withMessages(`),
    index: has(`core/src/${f}/index.ts`),
    catalogue: has(`core/src/i18n/catalogue/${f}.ts`),
    'catalogue index': read('core/src/i18n/catalogue/index.ts').includes(`from './${f}';`),
    hook: has(`core/src/react/${f}/use-${f}.ts`),
    'core barrel': exported('core/src/index.ts'),
    'react barrel': exported('core/src/react/index.ts'),
    'desktop skin': has(`desktop/src/${f}/index.ts`),
    'desktop barrel': exported('desktop/src/index.ts'),
    'mobile skin': has(`mobile/src/${f}/index.ts`),
    'mobile barrel': exported('mobile/src/index.ts'),
    'desktop showcase': has(`demo/src/showcase/${f}/desktop.tsx`),
    'mobile showcase': has(`demo/src/showcase/${f}/mobile.tsx`),
    'page object': has(`tests/models/${f}.ts`),
    'e2e spec': has(`tests/e2e/${f}.spec.ts`),
    'size budget': ['desktop', 'mobile'].every((skin) => budgets.includes(`widgetChunk('${skin}', '${f}',`)),
  };
}

/** The names of the parts feature `f` lacks. */
function missingParts(f, root = defaultRoot) {
  return Object.entries(parts(f, root))
    .filter(([, present]) => !present)
    .map(([name]) => name);
}

module.exports = { features, parts, missingParts };

if (require.main === module) {
  const lines = features()
    .map((f) => [f, missingParts(f)])
    .filter(([, missing]) => missing.length)
    .map(([f, missing]) => `  '${f}': [${missing.map((m) => `'${m}'`).join(', ')}],`);
  console.log(['const KNOWN_EXCEPTIONS: Record<string, readonly string[]> = {', ...lines, '};'].join('\n'));
}
