#!/usr/bin/env node
// `npm run new-widget <name>`: a new widget copied from the canonical example, `rate`, with every
// part a feature has (see DEVELOPERS.md, "Adding a widget"): logic, machine, connect, messages and
// their catalogue file, the hook, both skins, the showcase pages, the page object, the e2e spec and
// the size budget, each with its tests, and the barrels, catalogue index and budgets edited, so it
// builds, shows at /showcase/<name> and passes its own tests at once. Then replace the example's
// rules with the widget's own.
//   npm run new-widget -- <name>            create (name in kebab case: city-card, signature ...)
//   npm run new-widget -- --remove <name>   delete what `new-widget <name>` created
//   --root <dir>                            work on another checkout (the scaffold's own check)
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const EXAMPLE = 'rate';

/** The example's files, by folder or file, each copied under the new name. */
const PARTS = [
  'core/src/rate',
  'core/src/i18n/catalogue/rate.ts',
  'core/src/react/rate',
  'desktop/src/rate',
  'mobile/src/rate',
  'demo/src/showcase/rate',
  'tests/models/rate.ts',
  'tests/e2e/rate.spec.ts',
];

/** Barrels that name every feature: one `export * from './<name>';` line each. */
const BARRELS = [
  'core/src/index.ts',
  'core/src/react/index.ts',
  'desktop/src/index.ts',
  'mobile/src/index.ts',
];
const CATALOGUE_INDEX = 'core/src/i18n/catalogue/index.ts';
const SIZE_LIMIT = '.size-limit.cjs';

/**
 * Words of the example that name the UI kits' own components and class names, or are plain words:
 * kept as they are.
 */
const KEEP = [
  'Rate as AntdRate',
  'Rate as MobileRate',
  'AntdRate',
  'MobileRate',
  'ant-rate',
  'adm-rate',
  'unrated',
];

function usage(message) {
  if (message) console.error(message);
  console.error('usage: npm run new-widget -- [--remove] [--root <dir>] <name in kebab case>');
  process.exit(1);
}

function parseArgs(argv) {
  const args = { remove: false, root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..') };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--remove') args.remove = true;
    else if (argv[i] === '--root') args.root = path.resolve(argv[++i] ?? usage('--root needs a folder'));
    else if (argv[i].startsWith('-')) usage(`unknown option ${argv[i]}`);
    else args.name = argv[i];
  }
  if (!args.name) usage();
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(args.name)) usage(`"${args.name}" is not a kebab-case name`);
  if (args.name === EXAMPLE) usage(`"${EXAMPLE}" is the example itself`);
  return args;
}

/** The name's spellings: kebab (paths, keys, test ids), camel, Pascal and CONSTANT case. */
function spellings(kebab) {
  const words = kebab.split('-');
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return {
    kebab,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    pascal,
    constant: words.join('_').toUpperCase(),
  };
}

/**
 * The example's text under the new name: `RATE_` in constants, `Rate` in type and component names,
 * `rate` as an identifier's head (`rateMachine`) or a variable in camel case, and in strings, paths,
 * keys and class names (after a quote, slash, dash or backtick) in kebab case.
 */
export function rename(text, name) {
  const keep = [];
  let out = text;
  KEEP.forEach((word, i) => {
    out = out.split(word).join(`@@keep${i}@@`);
    keep[i] = word;
  });
  // one pass, so a new name that itself holds "rate" is not renamed again
  out = out.replace(/RATE(?=_)|Rate|(['"`/-])rate\b|\brate(?=[A-Z])|\brate\b/g, (match, before) => {
    if (match.startsWith('RATE')) return name.constant;
    if (match === 'Rate') return name.pascal;
    return before ? `${before}${name.kebab}` : name.camel;
  });
  return out.replace(/@@keep(\d+)@@/g, (_, i) => keep[Number(i)]);
}

/** A path of the example under the new name (`core/src/rate/rate.logic.ts` → `core/src/x/x.logic.ts`). */
function renamePath(file, name) {
  return file
    .split('/')
    .map((part) => part.replace(/^rate(?=\.|$)/, name.kebab).replace(/^Rate(?=\.)/, name.pascal))
    .map((part) => part.replace(/^use-rate(?=\.)/, `use-${name.kebab}`))
    .join('/');
}

function filesUnder(root, rel) {
  const full = path.join(root, rel);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [rel];
  return readdirSync(full).flatMap((entry) => filesUnder(root, `${rel}/${entry}`));
}

/** Each copied file: [example path, new path]. */
function plan(root, name) {
  return PARTS.flatMap((part) => filesUnder(root, part)).map((file) => [file, renamePath(file, name)]);
}

const read = (root, file) => readFileSync(path.join(root, file), 'utf8');
const write = (root, file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

/** Formats the written files as the repository does (a longer name can wrap lines differently). */
async function format(root, files) {
  const prettier = await import('prettier');
  for (const file of files) {
    const full = path.join(root, file);
    const options = await prettier.resolveConfig(full);
    writeFileSync(full, await prettier.format(readFileSync(full, 'utf8'), { ...options, filepath: full }));
  }
}

function barrelLine(name) {
  return `export * from './${name.kebab}';`;
}

function catalogueLines(name) {
  return {
    importLine: `import { ${name.camel}Messages } from './${name.kebab}';`,
    entryLine: `  ${name.camel}Messages,`,
  };
}

function sizeLines(root, name) {
  // the new widget starts with the example's budgets
  const lines = read(root, SIZE_LIMIT)
    .split('\n')
    .filter((line) => /widgetChunk\('(desktop|mobile)', 'rate',/.test(line));
  return lines.map((line) => line.replace(`'rate'`, `'${name.kebab}'`));
}

async function create(root, name) {
  const files = plan(root, name);
  const taken = files.filter(([, to]) => existsSync(path.join(root, to)));
  if (taken.length) usage(`already there: ${taken.map(([, to]) => to).join(', ')}`);
  for (const [from, to] of files) write(root, to, rename(read(root, from), name));

  for (const barrel of BARRELS) {
    const text = read(root, barrel);
    write(root, barrel, `${text.replace(/\n*$/, '\n')}${barrelLine(name)}\n`);
  }

  const { importLine, entryLine } = catalogueLines(name);
  let catalogue = read(root, CATALOGUE_INDEX).split('\n');
  const lastImport = catalogue.findLastIndex((line) => line.startsWith('import '));
  catalogue.splice(lastImport + 1, 0, importLine);
  // before the demo's own set, which stays last
  const demoEntry = catalogue.findIndex((line) => line.trim() === 'demoMessages,');
  if (demoEntry < 0) usage(`${CATALOGUE_INDEX}: no "demoMessages," entry in sets`);
  catalogue.splice(demoEntry, 0, entryLine);
  write(root, CATALOGUE_INDEX, catalogue.join('\n'));

  const budgets = read(root, SIZE_LIMIT).split('\n');
  const end = budgets.lastIndexOf('];');
  if (end < 0) usage(`${SIZE_LIMIT}: no closing "];"`);
  budgets.splice(end, 0, ...sizeLines(root, name));
  write(root, SIZE_LIMIT, budgets.join('\n'));

  await format(root, [...files.map(([, to]) => to), ...BARRELS, CATALOGUE_INDEX, SIZE_LIMIT]);
  console.log(`created ${files.length} files of the widget "${name.kebab}":`);
  for (const [, to] of files) console.log(`  ${to}`);
  console.log(`and edited ${[...BARRELS, CATALOGUE_INDEX, SIZE_LIMIT].join(', ')}.`);
  console.log(
    `\nNext: its tests (cd core && npx jest src/${name.kebab} src/react/${name.kebab}; desktop and mobile: ` +
      `npx jest src/${name.kebab}; bash tests/tools/e2e.sh e2e/${name.kebab}.spec.ts), ` +
      `then replace the example's rules, texts and skins with the widget's own and run npm run api-report.`,
  );
}

function remove(root, name) {
  const files = plan(root, name).map(([, to]) => to);
  for (const file of files) rmSync(path.join(root, file), { force: true });
  for (const dir of PARTS.filter((part) => !part.endsWith('.ts')).map((part) => renamePath(part, name))) {
    rmSync(path.join(root, dir), { recursive: true, force: true });
  }
  for (const barrel of BARRELS) {
    const text = read(root, barrel);
    write(root, barrel, text.replace(`${barrelLine(name)}\n`, ''));
  }
  const { importLine, entryLine } = catalogueLines(name);
  write(
    root,
    CATALOGUE_INDEX,
    read(root, CATALOGUE_INDEX)
      .split('\n')
      .filter((line) => line !== importLine && line !== entryLine)
      .join('\n'),
  );
  const budgets = new Set(sizeLines(root, name));
  write(
    root,
    SIZE_LIMIT,
    read(root, SIZE_LIMIT)
      .split('\n')
      .filter((line) => !budgets.has(line))
      .join('\n'),
  );
  console.log(
    `removed the widget "${name.kebab}" (${files.length} files) and its lines in the barrels, catalogue and budgets`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const name = spellings(args.name);
  if (args.remove) remove(args.root, name);
  else await create(args.root, name);
}
