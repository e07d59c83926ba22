#!/usr/bin/env node
// `npm test`: lint, typecheck, unit and contract tests, size budgets, then the demo build and the
// end-to-end tests, all through turbo; ends with one summary line counting every runner's tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
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
      // .turbo/runs/<id>.json: each task's start and end, printed after the step (taskTimes)
      '--summarize',
    ],
  ],
  [
    'build (libraries to dist/, demo with its chunks)',
    ['npx', 'turbo', 'run', 'build', '--output-logs=errors-only'],
  ],
  ['size budgets', ['npx', 'size-limit']],
  ['end-to-end tests', ['npx', 'turbo', 'run', 'e2e', '--output-logs=full']],
];
// Runs beside the end-to-end tests, which mostly wait (animations, timers, servers) and leave the
// cores idle: the libraries packed and installed into small host apps (tests/hosts), whose time is
// mostly npm installing. Its output goes to a file, printed under its own heading once both end.
const besideEndToEnd = ['host applications (packed tarballs)', ['node', 'tests/hosts/run.mjs']];

// Each step's limit: a test caught in an endless loop holds its runner forever (no test timeout
// fires in a loop that never yields), so a step past its limit is stopped and the run still reports
// instead of running into CI's 90 minutes. The unit step, the longest before the end-to-end tests,
// takes about 10 minutes on CI's two cores; the end-to-end tests took 30 to over 45 with the
// development server's smoke suite (stop 45's CI was stopped at 45 after 562 of 739; a loaded
// two-core machine ran 500 of 742 in 42), so they get 65: with the steps before them (about 12
// minutes) the run still ends inside CI's 90.
const STEP_LIMIT_MINUTES = { default: 30, 'end-to-end tests': 65 };
const failures = [];
const stepTimes = [];
/** @type {{ done: Promise<void> } | undefined} */
let background;
for (const [name, command] of steps) {
  if (name === 'end-to-end tests') background = await startBeside(...besideEndToEnd);
  console.log(`\n=== ${name} ===`);
  const limit = STEP_LIMIT_MINUTES[name] ?? STEP_LIMIT_MINUTES.default;
  const started = Date.now();
  const { status, timedOut } = await runStep(command, limit);
  if (timedOut) console.log(`\n${name}: not finished after ${limit} minutes, stopped`);
  stepTimes.push(`${name}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (command.includes('--summarize')) console.log(taskTimes(started));
  if (status !== 0) failures.push(name);
}
await background?.done;

/** Each turbo task of the run that began after `since`: when it started and how long it ran. */
function taskTimes(since) {
  const runs = path.join(root, '.turbo/runs');
  const summary = existsSync(runs)
    ? readdirSync(runs)
        .map((file) => path.join(runs, file))
        .filter((file) => statSync(file).mtimeMs >= since)
        .map((file) => JSON.parse(readFileSync(file, 'utf8')))[0]
    : undefined;
  if (!summary) return 'no turbo run summary';
  const tasks = summary.tasks.map(({ taskId, execution }) => ({ taskId, ...execution }));
  const start = Math.min(...tasks.map((task) => task.startTime));
  return tasks
    .sort((a, b) => a.startTime - b.startTime)
    .map(
      (task) =>
        `  ${task.taskId}: from ${Math.round((task.startTime - start) / 1000)} s, ${Math.round((task.endTime - task.startTime) / 1000)} s`,
    )
    .join('\n');
}

/**
 * Runs one step in a process group of its own and resolves with its exit status. Past the limit the
 * whole group is stopped (turbo, the runners, the browsers and the servers they started): stopping
 * only `npx` left them running on, still printing after the summary and writing the report too late.
 */
function runStep(command, limitMinutes) {
  const child = spawn(command[0], command.slice(1), { cwd: root, stdio: 'inherit', env, detached: true });
  let timedOut = false;
  const stopGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group has ended already
    }
  };
  // a step in a group of its own no longer hears the terminal's Ctrl-C: pass it on
  const passOn = (signal) => {
    stopGroup(signal);
    process.exit(130);
  };
  process.once('SIGINT', passOn).once('SIGTERM', passOn);
  const limit = setTimeout(() => {
    timedOut = true;
    stopGroup('SIGTERM');
    setTimeout(() => stopGroup('SIGKILL'), 10_000).unref();
  }, limitMinutes * 60_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(limit);
      process.off('SIGINT', passOn).off('SIGTERM', passOn);
      // the step's leader has ended: nothing of its group may outlive it
      stopGroup('SIGKILL');
      resolve({ status: timedOut ? 1 : (code ?? 1), timedOut });
    }),
  );
}

/**
 * Starts the host applications' step and resolves once its tarballs are packed: `npm pack` rewrites
 * the packages' manifests for a moment (the `source` condition is stripped), which the development
 * server the end-to-end tests start must not see. Resolves to `done`, the promise of its end.
 */
async function startBeside(name, command) {
  const startedAt = Date.now();
  const log = path.join(os.tmpdir(), `suite-ui-${process.pid}-hosts.log`);
  const out = openSync(log, 'w');
  const child = spawn(command[0], command.slice(1), { cwd: root, env, stdio: ['ignore', out, out] });
  // the end-to-end tests' browsers have their timeouts, the host builds none: on two cores the hosts
  // take the CPU the browsers leave (their processes inherit the lower priority)
  try {
    os.setPriority(child.pid, 15);
  } catch {
    // not allowed here: the hosts run at the usual priority
  }
  const ended = new Promise((resolve) => child.on('close', resolve));
  const packs = path.join(root, 'tests/hosts/.packs');
  // the folder is made anew before packing, so an earlier run's tarballs do not count
  const packed = () =>
    existsSync(packs) &&
    statSync(packs).mtimeMs >= startedAt &&
    ['core', 'desktop', 'mobile'].every((pkg) => existsSync(path.join(packs, `suite-ui-${pkg}.tgz`)));
  let exited = false;
  ended.then(() => (exited = true));
  while (!exited && !packed()) await sleep(500);
  const done = ended.then((status) => {
    console.log(`\n=== ${name} (ran beside the end-to-end tests) ===`);
    process.stdout.write(readFileSync(log));
    if (status !== 0) failures.push(name);
  });
  return { done };
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
      `${file.replace(/^jest-|\.json$/g, '')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed (${report.seconds} s)`,
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
console.log(`\n${stepTimes.join('\n')}`);
if (failures.length) console.log(`\nfailed steps: ${failures.join(', ')}`);
// a failed step (lint, typecheck, budgets ...) counts as a failure in the closing line too
console.log(`\n${passed} passed, ${failed + failures.length} failed, ${skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);
