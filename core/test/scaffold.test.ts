// The scaffold as a contract (DEVELOPERS.md, "Adding a widget"): `npm run new-widget` run on a copy
// of this tree makes a widget that passes its typecheck, its unit tests in the three packages and the
// structure test as generated, refuses to touch anything when the tree is not as it expects, and
// `--remove` gives the tree back as it was. Any change to the example (`rate`), the barrels, the
// catalogue layout or the budgets that the scaffold does not follow fails here.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const repo = path.resolve(__dirname, '../..');
const NAME = 'probe-widget';
const PARTS = [
  `core/src/${NAME}`,
  `core/src/react/${NAME}`,
  `desktop/src/${NAME}`,
  `mobile/src/${NAME}`,
  `demo/src/showcase/${NAME}`,
  `core/src/i18n/catalogue/${NAME}.ts`,
  `tests/models/${NAME}.ts`,
  `tests/e2e/${NAME}.spec.ts`,
];
const EDITED = [
  'core/src/index.ts',
  'core/src/react/index.ts',
  'core/src/internal.ts',
  'desktop/src/index.ts',
  'mobile/src/index.ts',
  'core/src/i18n/catalogue/index.ts',
  'core/src/i18n/catalogue/demo.ts',
  'core/src/i18n/catalogue/docs.ts',
  '.size-limit.cjs',
];
// what the scaffold and the checks read: sources, configs and scripts, no builds or reports
const SKIP = new Set([
  'node_modules',
  'dist',
  '.git',
  '.turbo',
  '.reports',
  'api-report',
  'docs',
  'hosts',
  'public',
]);

let root = '';

/** A copy of the checkout whose packages resolve to the copy, sharing the installed dependencies. */
function copyOfRepo(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'suite-ui-scaffold-'));
  for (const entry of readdirSync(repo)) {
    if (SKIP.has(entry) || entry.startsWith('test-results')) continue;
    cpSync(path.join(repo, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !SKIP.has(path.basename(source)) && !source.includes(`${path.sep}test-results`),
    });
  }
  mkdirSync(path.join(dir, 'node_modules/@suite-ui'), { recursive: true });
  for (const entry of readdirSync(path.join(repo, 'node_modules'))) {
    if (entry === '@suite-ui') continue;
    symlinkSync(path.join(repo, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  for (const pkg of readdirSync(path.join(repo, 'node_modules/@suite-ui'))) {
    symlinkSync(`../../${pkg}`, path.join(dir, 'node_modules/@suite-ui', pkg));
  }
  return dir;
}

function run(command: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0' };
  delete env.JEST_JSON_DIR; // the inner run's reports stay out of `npm test`'s totals
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8', timeout: 240_000 });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const scaffold = (...args: string[]) => run(process.execPath, ['scripts/new-widget.mjs', ...args]);
const contents = () => EDITED.map((file) => readFileSync(path.join(root, file), 'utf8'));
const created = () => PARTS.filter((part) => existsSync(path.join(root, part)));

/** The widget's files, walked from its parts. */
function widgetFiles(): string[] {
  const walk = (rel: string): string[] =>
    readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(`${rel}/${entry.name}`) : [`${rel}/${entry.name}`],
    );
  return PARTS.flatMap((part) => (part.endsWith('.ts') ? [part] : walk(part)));
}

/**
 * The type errors of the widget's files and of the files the scaffold edited (an `export *` clash
 * shows in the barrel): one program over the whole tree, checked only where the widget is, so it
 * takes seconds where the packages' full typecheck takes minutes.
 */
function typeErrors(files: string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'core/tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('no core/tsconfig.json');
  const options = {
    ...config.options,
    noEmit: true,
    // the union of the packages' types (core and skins: jest-dom; demo: vite's ?raw imports)
    types: ['node', 'jest', '@testing-library/jest-dom', 'vite/client'],
  };
  const full = files.map((file) => path.join(root, file));
  const program = ts.createProgram({ rootNames: full, options });
  return full.flatMap((file) => {
    const source = program.getSourceFile(file);
    if (!source) return [`${file}: not in the program`];
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map(
      (d) =>
        `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    );
  });
}

beforeAll(() => {
  root = copyOfRepo();
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('npm run new-widget', () => {
  it('refuses a name that is not kebab case or is the example, writing nothing', () => {
    const before = contents();
    for (const name of ['ProbeWidget', 'probe_widget', 'rate']) {
      expect(scaffold(name).status).toBe(1);
    }
    expect(contents()).toEqual(before);
  });

  it('validates the whole tree before it writes: one part already there leaves everything as it was', () => {
    const model = path.join(root, `tests/models/${NAME}.ts`);
    writeFileSync(model, '// taken\n');
    const before = contents();
    const result = scaffold(NAME);
    rmSync(model);
    expect(result.status).toBe(1);
    expect(result.output).toContain(`already there: tests/models/${NAME}.ts`);
    expect(result.output).toContain('nothing was written');
    expect(contents()).toEqual(before);
    expect(created()).toEqual([]);
  });

  it('names every problem of a catalogue it cannot follow, and writes nothing', () => {
    const index = path.join(root, 'core/src/i18n/catalogue/index.ts');
    const before = contents();
    const original = readFileSync(index, 'utf8');
    writeFileSync(index, original.replace('const sets = [', 'const sets: unknown[] = ['));
    const result = scaffold(NAME);
    writeFileSync(index, original);
    expect(result.status).toBe(1);
    expect(result.output).toContain('no "const sets = [ ... ];" array');
    expect(contents()).toEqual(before);
    expect(created()).toEqual([]);
  });

  it('makes a widget that typechecks, passes its unit tests and the structure test as generated', () => {
    const before = contents();
    const made = scaffold(NAME);
    expect(made.output).toContain(`created`);
    expect(made.status).toBe(0);
    expect(created()).toEqual(PARTS);

    // the structure test's parts, on the copy
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { features, missingParts } = require(path.join(root, 'scripts/widget-parts.cjs')) as {
      features(root: string): string[];
      missingParts(feature: string, root: string): string[];
    };
    expect(features(root)).toContain(NAME);
    expect(missingParts(NAME, root)).toEqual([]);

    expect(typeErrors([...widgetFiles(), ...EDITED.filter((file) => file.endsWith('.ts'))])).toEqual([]);

    // its unit tests in core (logic, machine, hook) and both skins, StrictMode component tests included
    const tests = run(process.execPath, [
      require.resolve('jest/bin/jest'),
      '--ci',
      '--silent',
      '--testPathPatterns',
      `/${NAME}/`,
      '--projects',
      'core',
      'desktop',
      'mobile',
    ]);
    expect(tests.output).toMatch(/Test Suites: \d+ passed, \d+ total/);
    expect(tests.status).toBe(0);
    expect(Number(/Tests: +(\d+) passed/.exec(tests.output)?.[1])).toBeGreaterThanOrEqual(5);

    // and --remove gives the tree back as it was
    expect(scaffold('--remove', NAME).status).toBe(0);
    expect(created()).toEqual([]);
    expect(contents()).toEqual(before);
    // a copy, a typecheck and three packages' tests: about 30 s on a quiet two-core machine
  }, 300_000);
});
