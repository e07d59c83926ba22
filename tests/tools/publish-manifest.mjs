#!/usr/bin/env node
// The manifest a packed @suite-ui package carries. In the repository every export has a `source`
// condition naming its TypeScript file (the demo, jest, the bench and tsc resolve the packages to
// their sources with it); the tarball ships only dist/, so a `source` condition there would point a
// host that sets it at files it lacks. npm runs this around `npm pack` and `npm publish`:
//   prepack:  node ../tests/tools/publish-manifest.mjs strip    (keeps the repository's manifest aside)
//   postpack: node ../tests/tools/publish-manifest.mjs restore
// A pack that failed between the two leaves the kept copy, which the next strip restores first.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const manifest = 'package.json';
const kept = '.package.repository.json';
const [command] = process.argv.slice(2);

/** The exports map without its `source` conditions, at any depth. */
function withoutSource(value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'source')
      .map(([key, inner]) => [key, withoutSource(inner)]),
  );
}

if (command === 'strip') {
  if (existsSync(kept)) renameSync(kept, manifest);
  const text = readFileSync(manifest, 'utf8');
  const pkg = JSON.parse(text);
  writeFileSync(kept, text);
  writeFileSync(manifest, `${JSON.stringify({ ...pkg, exports: withoutSource(pkg.exports) }, null, 2)}\n`);
} else if (command === 'restore') {
  if (existsSync(kept)) renameSync(kept, manifest);
} else {
  console.error('usage: publish-manifest.mjs strip|restore');
  process.exit(2);
}
