#!/usr/bin/env node
// `npm test`: lint, typecheck, unit and contract tests, size budgets, then the demo build and the
// end-to-end tests, all through turbo; ends with one summary line counting every runner's tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const reports = path.join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const env = {
  ...process.env,
  JEST_JSON_DIR: reports,
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  FORCE_COLOR: process.env.CI ? '0' : '1',
};
const steps = [
  ['format', ['npx', 'prettier', '--check', '--log-level', 'warn', '.']],
  // the checked-in public API report (api-report/) matches the code: `npm run api-report` updates it
  ['public API report', ['node', 'scripts/api-report.mjs', '--check']],
  [
    'lint, typecheck, unit and contract tests',
    // two tasks at a time on two cores: more only thrashes, and slow jsdom suites then time out
    [
      'npx',
      'turbo',
      'run',
      'lint',
      'typecheck',
      'test',
      '--output-logs=errors-only',
      '--continue',
      '--concurrency=2',
    ],
  ],
  [
    'build (libraries to dist/, demo with its chunks)',
    ['npx', 'turbo', 'run', 'build', '--output-logs=errors-only'],
  ],
  // the libraries packed and installed into small host apps (tests/hosts): build, budgets, Chromium
  ['host applications (packed tarballs)', ['node', 'tests/hosts/run.mjs']],
  ['size budgets', ['npx', 'size-limit']],
  ['end-to-end tests', ['npx', 'turbo', 'run', 'e2e', '--output-logs=full']],
];

const failures = [];
for (const [name, command] of steps) {
  if (!command) continue;
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) failures.push(name);
}

// Totals from the JSON reports the runners wrote.
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of existsSync(reports) ? readdirSync(reports) : []) {
  const report = JSON.parse(readFileSync(path.join(reports, file), 'utf8'));
  if (file.startsWith('jest-')) {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += report.numPendingTests + report.numTodoTests;
    console.log(
      `${file.replace(/^jest-|\.json$/g, '')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
    );
  } else if (file === 'e2e.json') {
    const stats = report.stats ?? {};
    // a flaky test failed once and passed on its retry: counted as passed, and named here
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
    skipped += stats.skipped ?? 0;
    console.log(
      `e2e: ${stats.expected ?? 0} passed, ${stats.unexpected ?? 0} failed, ${stats.flaky ?? 0} flaky (passed on retry)`,
    );
  }
}
if (failures.length) console.log(`\nfailed steps: ${failures.join(', ')}`);
// a failed step (lint, typecheck, budgets ...) counts as a failure in the closing line too
console.log(`\n${passed} passed, ${failed + failures.length} failed, ${skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);
