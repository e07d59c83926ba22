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
  'core/src/i18n/catalogue/en_US/rate.ts',
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
/** The features' internals (`@suite-ui/core/internal`): the example has an `internal.ts` too. */
const INTERNAL = 'core/src/internal.ts';
const CATALOGUE_INDEX = 'core/src/i18n/catalogue/index.ts';
/** The English pack (`@suite-ui/core/locale/en_US`): every feature's translation, spread in. */
const ENGLISH_PACK = 'core/src/locale/en_US/index.ts';
const SIZE_LIMIT = '.size-limit.cjs';
/** The site's texts (`<feature>.demo.*` of the showcase pages, `<feature>.doc.*` of the docs page). */
const SITE_TEXTS = ['core/src/i18n/catalogue/demo.ts', 'core/src/i18n/catalogue/docs.ts'];

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
export function spellings(kebab) {
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

function barrelLine(name) {
  return `export * from './${name.kebab}';`;
}

function internalLine(name) {
  return `export * from './${name.kebab}/internal';`;
}

function catalogueLines(name) {
  return {
    importLine: `import { ${name.camel}Messages } from './${name.kebab}';`,
    entryLine: `  ${name.camel}Messages,`,
  };
}

function packLines(name) {
  return {
    importLine: `import { ${name.camel}MessagesEnUS } from '../../i18n/catalogue/en_US/${name.kebab}';`,
    entryLine: `    ...${name.camel}MessagesEnUS,`,
  };
}

function sizeLines(text, name) {
  // the new widget starts with the example's budgets
  return text
    .split('\n')
    .filter((line) => /widgetChunk\('(desktop|mobile)', 'rate',/.test(line))
    .map((line) => line.replace(`'rate'`, `'${name.kebab}'`));
}

/**
 * The catalogue index with the new feature's set: its import after the last import, its entry last
 * in the `sets` array (the widgets' sets; the site's own are only typed there and load apart).
 */
function withCatalogueEntry(text, name, problems) {
  const { importLine, entryLine } = catalogueLines(name);
  const lines = text.split('\n');
  if (lines.includes(importLine)) problems.push(`${CATALOGUE_INDEX}: already imports ${name.camel}Messages`);
  const lastImport = lines.findLastIndex((line) => /^import .* from '\.\/[a-z0-9-]+';$/.test(line));
  const open = lines.findIndex((line) => /^const sets = \[\s*$/.test(line));
  const close = open < 0 ? -1 : lines.findIndex((line, i) => i > open && /^\](?: as const)?;\s*$/.test(line));
  if (lastImport < 0) problems.push(`${CATALOGUE_INDEX}: no import of a feature's messages`);
  if (open < 0 || close < 0)
    problems.push(`${CATALOGUE_INDEX}: no "const sets = [ ... ];" array of the sets`);
  if (lastImport < 0 || close < 0) return text;
  lines.splice(close, 0, entryLine);
  lines.splice(lastImport + 1, 0, importLine);
  return lines.join('\n');
}

/** The English pack with the new feature's translation: imported last, spread last in `messages`. */
function withPackEntry(text, name, problems) {
  const { importLine, entryLine } = packLines(name);
  const lines = text.split('\n');
  if (lines.includes(importLine)) problems.push(`${ENGLISH_PACK}: already imports ${name.camel}MessagesEnUS`);
  const lastImport = lines.findLastIndex((line) => /^import \{ \w+MessagesEnUS \} from /.test(line));
  const open = lines.findIndex((line) => /^ {2}messages: \{$/.test(line));
  const close = open < 0 ? -1 : lines.findIndex((line, i) => i > open && /^ {2}\},$/.test(line));
  if (lastImport < 0) problems.push(`${ENGLISH_PACK}: no import of a feature's translation`);
  if (close < 0) problems.push(`${ENGLISH_PACK}: no "messages: { ... }," of the translations`);
  if (lastImport < 0 || close < 0) return text;
  lines.splice(close, 0, entryLine);
  lines.splice(lastImport + 1, 0, importLine);
  return lines.join('\n');
}

/** The budgets with the new widget's, copied from the example's, before the closing `];`. */
function withBudgets(text, name, problems) {
  const lines = sizeLines(text, name);
  if (lines.length !== 2)
    problems.push(`${SIZE_LIMIT}: no desktop and mobile widgetChunk(..., 'rate', ...) budgets to copy`);
  if (
    text.includes(`widgetChunk('desktop', '${name.kebab}',`) ||
    text.includes(`widgetChunk('mobile', '${name.kebab}',`)
  )
    problems.push(`${SIZE_LIMIT}: already has budgets of "${name.kebab}"`);
  const budgets = text.split('\n');
  const end = budgets.lastIndexOf('];');
  if (end < 0) problems.push(`${SIZE_LIMIT}: no closing "];"`);
  else budgets.splice(end, 0, ...lines);
  return budgets.join('\n');
}

/**
 * A catalogue file of the site with the example's entries (`'rate.demo.half': ...`, which may span
 * lines) copied under the new name's keys, after the example's own, in each locale.
 */
function withSiteTexts(text, name, file, problems) {
  const lines = text.split('\n');
  const entry = /^ {4}'([^']+)':/;
  if (lines.some((line) => entry.exec(line)?.[1].startsWith(`${name.kebab}.`)))
    problems.push(`${file}: already has texts of "${name.kebab}"`);
  const out = [];
  let locales = 0;
  let copies = [];
  let inExample = false;
  for (const line of lines) {
    const key = entry.exec(line)?.[1];
    const closes = /^ {2}\},?$/.test(line);
    if (/^ {2}(zh_CN|en_US): \{$/.test(line)) locales++;
    if (key !== undefined || closes) inExample = key?.startsWith(`${EXAMPLE}.`) ?? false;
    // the example's entries end where another key or the locale's block begins
    if (!inExample && copies.length) {
      out.push(...copies);
      copies = [];
    }
    out.push(line);
    if (inExample)
      copies.push(
        key === undefined ? line : line.replace(`'${key}'`, `'${name.kebab}${key.slice(EXAMPLE.length)}'`),
      );
  }
  if (locales !== 2) problems.push(`${file}: no zh_CN and en_US blocks`);
  return out.join('\n');
}

/** A barrel with one more `export *` line at its end. */
function withLine(text, line, file, problems) {
  if (text.split('\n').includes(line)) problems.push(`${file}: already has "${line}"`);
  return `${text.replace(/\n*$/, '\n')}${line}\n`;
}

/**
 * Everything the widget needs, checked and computed before a file is touched: the new files and the
 * edited ones, each with its whole new text, formatted. Returns the problems instead when any part of
 * the tree is not as the scaffold expects, so a failed run leaves the tree as it was.
 */
export async function planWidget(root, name) {
  const problems = [];
  const missingParts = PARTS.filter((part) => !existsSync(path.join(root, part)));
  if (missingParts.length) problems.push(`the example's parts are missing: ${missingParts.join(', ')}`);
  const edited = [...BARRELS, INTERNAL, CATALOGUE_INDEX, ENGLISH_PACK, SIZE_LIMIT, ...SITE_TEXTS];
  const absent = edited.filter((file) => !existsSync(path.join(root, file)));
  if (absent.length) problems.push(`files to edit are missing: ${absent.join(', ')}`);
  // the new name's folders and files, all of them absent (a folder of another part would be merged)
  const taken = PARTS.map((part) => renamePath(part, name)).filter((to) => existsSync(path.join(root, to)));
  if (taken.length) problems.push(`already there: ${taken.join(', ')}`);
  if (problems.length) return { problems, writes: new Map() };

  const writes = new Map();
  for (const [from, to] of plan(root, name)) writes.set(to, rename(read(root, from), name));
  for (const barrel of BARRELS)
    writes.set(barrel, withLine(read(root, barrel), barrelLine(name), barrel, problems));
  writes.set(INTERNAL, withLine(read(root, INTERNAL), internalLine(name), INTERNAL, problems));
  writes.set(CATALOGUE_INDEX, withCatalogueEntry(read(root, CATALOGUE_INDEX), name, problems));
  writes.set(ENGLISH_PACK, withPackEntry(read(root, ENGLISH_PACK), name, problems));
  writes.set(SIZE_LIMIT, withBudgets(read(root, SIZE_LIMIT), name, problems));
  for (const file of SITE_TEXTS) writes.set(file, withSiteTexts(read(root, file), name, file, problems));
  if (problems.length) return { problems, writes: new Map() };

  // formatted as the repository is (a longer name can wrap lines differently); a syntax error in
  // the example shows here, before anything is written
  const prettier = await import('prettier');
  for (const [file, text] of writes) {
    const full = path.join(root, file);
    try {
      const options = await prettier.resolveConfig(full);
      writes.set(file, await prettier.format(text, { ...options, filepath: full }));
    } catch (error) {
      problems.push(`${file}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    }
  }
  return { problems, writes: problems.length ? new Map() : writes };
}

/** Writes every file of the plan, or none: a failed write puts back what was written before it. */
function writeAll(root, writes) {
  const done = [];
  try {
    for (const [file, text] of writes) {
      const full = path.join(root, file);
      const before = existsSync(full) ? readFileSync(full, 'utf8') : undefined;
      write(root, file, text);
      done.push([full, before]);
    }
  } catch (error) {
    for (const [full, before] of done.reverse()) {
      if (before === undefined) rmSync(full, { force: true });
      else writeFileSync(full, before);
    }
    throw error;
  }
}

async function create(root, name) {
  const { problems, writes } = await planWidget(root, name);
  if (problems.length) {
    console.error(`new-widget: nothing was written.\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  writeAll(root, writes);
  const files = plan(root, name).map(([, to]) => to);
  const edited = [...writes.keys()].filter((file) => !files.includes(file));
  console.log(`created ${files.length} files of the widget "${name.kebab}":`);
  for (const to of files) console.log(`  ${to}`);
  console.log(`and edited ${edited.join(', ')}.`);
  console.log(
    `\nNext: its tests (cd core && npx jest src/${name.kebab} src/react/${name.kebab}; desktop and mobile: ` +
      `npx jest src/${name.kebab}; bash tests/tools/e2e.sh e2e/${name.kebab}.spec.ts), ` +
      `then replace the example's rules, texts and skins with the widget's own and run npm run api-report.`,
  );
}

function remove(root, name) {
  const files = PARTS.map((part) => renamePath(part, name));
  for (const file of files) rmSync(path.join(root, file), { recursive: true, force: true });
  for (const barrel of BARRELS) {
    const text = read(root, barrel);
    write(root, barrel, text.replace(`${barrelLine(name)}\n`, ''));
  }
  write(root, INTERNAL, read(root, INTERNAL).replace(`${internalLine(name)}\n`, ''));
  for (const [file, { importLine, entryLine }] of [
    [CATALOGUE_INDEX, catalogueLines(name)],
    [ENGLISH_PACK, packLines(name)],
  ])
    write(
      root,
      file,
      read(root, file)
        .split('\n')
        .filter((line) => line !== importLine && line !== entryLine)
        .join('\n'),
    );
  for (const file of SITE_TEXTS) {
    const lines = read(root, file).split('\n');
    const entry = /^ {4}'([^']+)':/;
    let inWidget = false;
    const kept = lines.filter((line) => {
      const key = entry.exec(line)?.[1];
      if (key !== undefined || /^ {2}\},?$/.test(line)) inWidget = key?.startsWith(`${name.kebab}.`) ?? false;
      return !inWidget;
    });
    write(root, file, kept.join('\n'));
  }
  const text = read(root, SIZE_LIMIT);
  const budgets = new Set(sizeLines(text, name));
  write(
    root,
    SIZE_LIMIT,
    text
      .split('\n')
      .filter((line) => !budgets.has(line))
      .join('\n'),
  );
  console.log(`removed the widget "${name.kebab}" and its lines in the barrels, catalogue and budgets`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const name = spellings(args.name);
  if (args.remove) remove(args.root, name);
  else await create(args.root, name);
}
