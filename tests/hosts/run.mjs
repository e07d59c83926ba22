#!/usr/bin/env node
// The packages as a host installs them (issue 34). Builds @suite-ui/core, desktop and mobile, packs
// them into .packs/ (suite-ui-core.tgz ...), lints the tarballs (publint --strict, attw esm-only),
// then for every host folder here with a package.json (a standalone npm project with its own lock):
// `npm ci`, the three tarballs installed without saving, and `npm run check`.
//   node tests/hosts/run.mjs [host ...]      only these hosts (tarball lints still run)
//   node tests/hosts/run.mjs --install-only  build, pack and install; no lints, no checks (the bench)
//   SKIP_LIB_BUILD=1                         reuse the libraries' dist/ as it is
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const hostsDir = import.meta.dirname;
const root = path.resolve(hostsDir, '../..');
const packsDir = path.join(hostsDir, '.packs');
const packages = ['core', 'desktop', 'mobile'];
const tarballs = packages.map((name) => path.join(packsDir, `suite-ui-${name}.tgz`));

const results = [];
/** Runs a command (inherits the output); records and returns whether it succeeded. */
function step(name, command, args, cwd = root) {
  console.log(`\n--- ${name}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const { status } = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  const seconds = (performance.now() - started) / 1000;
  results.push({ name, ok: status === 0, seconds });
  return status === 0;
}

const started = performance.now();
const installOnly = process.argv.includes('--install-only');
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const hosts = readdirSync(hostsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(hostsDir, entry.name, 'package.json')))
  .map((entry) => entry.name)
  .filter((name) => wanted.length === 0 || wanted.includes(name));
for (const name of wanted) if (!hosts.includes(name)) throw new Error(`no host folder tests/hosts/${name}`);

// README.md's examples are host files: a fenced block under `<!-- tests/hosts/<path> -->` must be
// that file, so the code the README shows is the code a host builds.
{
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const examples = [...readme.matchAll(/<!-- (tests\/hosts\/\S+) -->\n```\w*\n([\s\S]*?)```/g)];
  const stale = examples.filter(([, file, code]) => readFileSync(path.join(root, file), 'utf8') !== code);
  for (const [, file] of stale)
    console.log(`README.md's example differs from ${file}: copy the file into it`);
  results.push({
    name: `README examples are host files (${examples.length})`,
    ok: examples.length > 0 && stale.length === 0,
    seconds: 0,
  });
}

const builtLibraries =
  process.env.SKIP_LIB_BUILD === '1' ||
  step('build libraries', 'npx', [
    'turbo',
    'run',
    'build',
    '--filter=@suite-ui/core',
    '--filter=@suite-ui/desktop',
    '--filter=@suite-ui/mobile',
    '--output-logs=errors-only',
  ]);

let packed = false;
if (builtLibraries) {
  rmSync(packsDir, { recursive: true, force: true });
  mkdirSync(packsDir, { recursive: true });
  packed = packages.every((name, i) => {
    const ok = step(
      `pack @suite-ui/${name}`,
      'npm',
      ['pack', '--silent', '--pack-destination', packsDir],
      path.join(root, name),
    );
    if (!ok) return false;
    // npm names the tarball after the version; hosts install it under a fixed name
    const made = readdirSync(packsDir).find((file) => file.startsWith(`suite-ui-${name}-`));
    if (made) renameSync(path.join(packsDir, made), tarballs[i]);
    return Boolean(made);
  });
}

if (packed) {
  const tests = path.join(root, 'tests');
  for (const tarball of installOnly ? [] : tarballs) {
    const name = path.basename(tarball);
    step(`publint ${name}`, 'npx', ['publint', 'run', '--strict', tarball], tests);
    step(`attw ${name}`, 'npx', ['attw', tarball, '--profile', 'esm-only', '--no-color'], tests);
  }
  for (const host of hosts) {
    const dir = path.join(hostsDir, host);
    rmSync(path.join(dir, '.report.json'), { force: true }); // no figures of an earlier run
    const ok =
      step(`${host}: npm ci`, 'npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], dir) &&
      step(
        `${host}: install the tarballs`,
        'npm',
        [
          'install',
          '--no-save',
          '--no-audit',
          '--no-fund',
          '--loglevel=error',
          ...tarballs.map((t) => path.relative(dir, t)),
        ],
        dir,
      ) &&
      (installOnly || step(`${host}: npm run check`, 'npm', ['run', 'check', '--silent'], dir));
    if (!ok) console.log(`host ${host} failed`);
  }
}

console.log('\n=== host applications (packed tarballs) ===');
for (const result of results)
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(1)} s)`);
for (const host of hosts) {
  const file = path.join(hostsDir, host, '.report.json');
  if (!existsSync(file)) continue;
  const { figures } = JSON.parse(readFileSync(file, 'utf8'));
  console.log(`\n${host}:`);
  for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${value}`);
}
const failed = results.filter((result) => !result.ok).length + (packed ? 0 : 1);
console.log(
  `\n${failed ? `${failed} failed` : 'all passed'} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed ? 1 : 0);
