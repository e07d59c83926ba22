#!/usr/bin/env node
// Completes package-lock.json with the other platforms' optional binary packages that this
// machine's npm registry mirror does not serve (it answers 404 for e.g. @swc/core-darwin-arm64, so
// npm leaves them out of the lock, and `npm ci` then rejects the lock as out of sync).
// Each missing entry gets its version and the os/cpu/libc its name states; npm never downloads a
// package for another platform, so no tarball or integrity is needed.
// Run after any `npm install` that changes the lock:  node tests/tools/complete-lockfile.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const osNames = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'openbsd',
  'netbsd',
  'aix',
  'wasm32',
];
const cpuNames = {
  x64: 'x64',
  64: 'x64',
  arm64: 'arm64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  ppc64le: 'ppc64',
};

/** os, cpu and libc from a platform package name such as @swc/core-linux-arm64-musl or @turbo/windows-64. */
function platformOf(name) {
  const parts = name.split('/').pop().replace('windows', 'win32').split('-');
  const os = parts.find((p) => osNames.includes(p));
  const cpu = parts.map((p) => cpuNames[p]).find(Boolean);
  if (!os || !cpu) return null;
  const libc =
    os === 'linux' ? (parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : 'glibc') : undefined;
  return { os, cpu, libc };
}

function fetchOptionalDependencies(spec) {
  try {
    const out = execFileSync('npm', ['view', spec, 'optionalDependencies', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.trim() ? JSON.parse(out) : {};
  } catch {
    return {};
  }
}

const manifestCache = new Map();
function optionalDependenciesOf(name, version) {
  const key = `${name}@${version}`;
  if (!manifestCache.has(key)) {
    manifestCache.set(key, fetchOptionalDependencies(key));
  }
  return manifestCache.get(key);
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  if (
    !location.includes('node_modules/') ||
    (!entry.hasInstallScript && !/swc|turbo|unrs|rolldown|esbuild|lightningcss|parcel|oxc/.test(location))
  )
    continue;
  const name = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const optional = optionalDependenciesOf(name, entry.version);
  const missing = Object.entries(optional).filter(
    ([dep]) => !packages[`node_modules/${dep}`] && !packages[`${location}/node_modules/${dep}`],
  );
  if (!missing.length) continue;
  entry.optionalDependencies = { ...entry.optionalDependencies, ...optional };
  for (const [dep, version] of missing) {
    const platform = platformOf(dep);
    if (!platform) continue;
    packages[`node_modules/${dep}`] = {
      version,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      license: entry.license,
      optional: true,
      os: [platform.os],
      engines: entry.engines,
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`completed ${lockPath}: ${added} platform entries added`);
