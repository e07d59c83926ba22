// A Node service as a host would write one (issue 34): plain Node ESM, no bundler, no loader flags.
// Imports every entry of the installed @suite-ui/core but `react` and `dom` (the browser's), each from
// this folder's node_modules, then runs a few framework-free rules as a server would: re-checking an
// upload's files, expanding and reading back a recurrence rule. Exit code 1 on any failure.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = import.meta.dirname;
const problems = [];
const say = (what) => {
  problems.push(what);
  console.log(`FAIL ${what}`);
};

// The package as installed here, never the repository's workspace copy (Node's resolution walks up).
const installed = path.join(here, 'node_modules/@suite-ui/core');
const resolved = fileURLToPath(import.meta.resolve('@suite-ui/core'));
if (!realpathSync(resolved).startsWith(realpathSync(here) + path.sep))
  say(`@suite-ui/core resolves outside the host: ${resolved}`);

// Every entry its manifest names: the fixed ones, and `./*` expanded over the features in dist/.
const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
const browserOnly = new Set(['./react', './dom']);
const entries = [];
for (const [key, target] of Object.entries(manifest.exports)) {
  if (browserOnly.has(key)) continue;
  if (!key.includes('*')) {
    entries.push(key);
    continue;
  }
  const pattern = typeof target === 'string' ? target : (target.import ?? target.default);
  const [before, after] = pattern.split('*');
  const dir = path.join(installed, before);
  const isEntry = (name) => existsSync(path.join(dir, name + after));
  const folders = readdirSync(dir, { withFileTypes: true }).filter((one) => one.isDirectory());
  for (const { name } of folders) {
    // a folder of entries (`locale/en_US`, the language packs) counts each of its own
    const names = isEntry(name)
      ? [name]
      : readdirSync(path.join(dir, name), { withFileTypes: true })
          .filter((sub) => sub.isDirectory() && isEntry(`${name}/${sub.name}`))
          .map((sub) => `${name}/${sub.name}`);
    for (const entry of names.map((one) => key.replace('*', one)))
      if (!browserOnly.has(entry)) entries.push(entry);
  }
}

const modules = {};
for (const entry of entries) {
  const specifier = entry === '.' ? '@suite-ui/core' : `@suite-ui/core/${entry.slice(2)}`;
  try {
    modules[specifier] = await import(specifier);
    const file = fileURLToPath(import.meta.resolve(specifier));
    if (!file.startsWith(installed)) say(`${specifier} resolves to ${file}, outside the installed package`);
  } catch (error) {
    say(`import ${specifier}: ${error.message.split('\n')[0]}`);
  }
}
const imported = Object.keys(modules).length;
console.log(`imported ${imported} of ${entries.length} entries of @suite-ui/core (all but react and dom)`);
if (entries.length < 40) say(`only ${entries.length} entries found: the manifest or dist changed shape`);

/** Runs one server-side use of the rules; a thrown assertion is a failure. */
function use(name, run) {
  try {
    run();
    console.log(`ok   ${name}`);
  } catch (error) {
    say(`${name}: ${error.message.split('\n')[0]}`);
  }
}

const upload = modules['@suite-ui/core/upload'];
const core = modules['@suite-ui/core'];
const recurrence = modules['@suite-ui/core/recurrence'];

use('upload: the server re-checks what a browser sent', () => {
  const { checkFiles, UploadErrorType, isFormatAllowed, formatFileSize } = upload;
  assert.equal(core.checkFiles, checkFiles, 'the main entry and the feature entry share one module');
  const settings = { sysMaxSingleUploadSize: 10, sysFormatBlacks: 'exe,bat' };
  const issues = checkFiles(
    [
      { name: 'report.pdf', size: 2 * 1024 * 1024 },
      { name: 'setup.exe', size: 1024 },
      { name: 'scan.tiff', size: 11 * 1024 * 1024 },
      { name: 'empty.txt', size: 0 },
    ],
    { settings },
  );
  assert.equal(issues[0], undefined);
  assert.equal(issues[1]?.type, UploadErrorType.ForbiddenType);
  assert.equal(issues[2]?.type, UploadErrorType.TooLarge);
  assert.equal(issues[3]?.type, UploadErrorType.ZeroSize);
  // the messages are the catalogue's words, loaded in Node with the rules
  for (const issue of issues.slice(1))
    assert.ok(issue.message.length > 0 && !issue.message.includes('upload.'));
  const tooMany = checkFiles([{ name: 'a.txt', size: 1 }], { maxCount: 2, existing: { count: 2, size: 1 } });
  assert.equal(tooMany[0]?.type, UploadErrorType.TooMany);
  assert.equal(
    isFormatAllowed('photo.png', { sysFormatWhitesEnable: true, sysFormatWhites: ['jpg'] }),
    false,
  );
  assert.equal(formatFileSize(1536), '1.50KB');
});

use('recurrence: a rule expanded, written as RRULE and read back', () => {
  const { previewOccurrences, toRRule, fromRRule, validateRecurrence } = recurrence;
  // every 2 weeks on Monday and Friday at 09:00, 4 times, from Monday 2024-01-01
  const config = {
    startTime: '2024-01-01 09:00:00',
    frequency: 'byWeek',
    frequencyRule: { type: 'regular', regularRule: { times: 2, appointTimesDatas: [1, 5] } },
    triggerTime: '09:00',
    overRepeatType: 'times',
    overRepeatTimes: 4,
  };
  assert.equal(validateRecurrence(config), null, 'a complete rule has no issue');
  assert.deepEqual(previewOccurrences(config, { count: 10 }), [
    '2024-01-01 09:00:00',
    '2024-01-05 09:00:00',
    '2024-01-15 09:00:00',
    '2024-01-19 09:00:00',
  ]);
  const rule = toRRule(config);
  assert.match(rule, /FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR/);
  const back = fromRRule(rule);
  assert.equal(back.frequency, 'byWeek');
  assert.deepEqual(previewOccurrences(back, { count: 10 }), previewOccurrences(config, { count: 10 }));
});

use('city-picker: a division code checked against the China divisions (JSON data)', () => {
  const { findCityPath, searchCities } = modules['@suite-ui/core/city-picker'];
  const path = findCityPath('110105');
  assert.deepEqual(
    path?.map((step) => step.code),
    ['110000', '110100', '110105'],
  );
  assert.equal(findCityPath('999999'), null);
  assert.ok(searchCities('hangzhou').length > 0, 'pinyin search');
});

if (problems.length) {
  console.log(`\n${problems.length} problem(s)`);
  process.exit(1);
}
console.log('\nnode host: all passed');
