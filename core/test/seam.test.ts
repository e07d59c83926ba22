// One seam to the server (issue 37 item 1): a feature's `<feature>.service.ts` exports
// `create<Feature>Services(options)` (HTTP over createApiClient) and `<feature>Actors(services)`
// (the machine's fromPromise actors); the machine declares actors that reject until provided, and a
// hook only chooses which services to pass (`machine.provide({ actors: <feature>Actors(services) })`).
// So no hook under src/react builds a `fromPromise` actor itself, and no machine calls `fetch` or
// makes an API client.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const SRC = resolve(__dirname, '../src');

/**
 * Hooks and machines allowed to break the rule: none any more (the form, rich-text and table row-edit
 * hooks were the last; each now passes its `<feature>Actors(services)`). Keep it empty; an entry that
 * no longer breaks the rule fails, so one added for a transition must go again.
 */
const NOT_YET: Readonly<Record<'hooks' | 'machines', readonly string[]>> = {
  hooks: [],
  machines: [],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|bench)\.tsx?$/.test(name) ? [path] : [];
  });
}

const underSrc = (path: string) => relative(SRC, path).split(sep).join('/');

/** The source without comments, so a comment that names the rule does not break it. */
const code = (path: string) =>
  readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');

const hooksBuildingActors = sourceFiles(join(SRC, 'react'))
  .filter((path) => /\bfromPromise\b/.test(code(path)))
  .map(underSrc);

const machinesCallingTheServer = sourceFiles(SRC)
  .filter((path) => path.endsWith('.machine.ts'))
  .filter((path) => /\bfetch\s*\(|\bcreateApiClient\b|\.request(Json)?\s*\(/.test(code(path)))
  .map(underSrc);

// a field of an input or context typed as services (`io?: ColumnSettingsServices;`, the table's
// until issue 37): the machine would call what its context carries instead of its actors
const machinesCarryingServices = sourceFiles(SRC)
  .filter((path) => path.endsWith('.machine.ts'))
  .filter((path) => /^\s+\w+\??:\s*[\w.]*Services\b[^;()]*;/m.test(code(path)))
  .map(underSrc);

describe('one seam to the server (issue 37 item 1)', () => {
  it('finds the hooks and machines it checks', () => {
    expect(sourceFiles(join(SRC, 'react')).map(underSrc)).toContain('react/browser/use-browser.ts');
    expect(sourceFiles(SRC).map(underSrc)).toContain('upgrade-notice/upgrade-notice.machine.ts');
  });

  it('no hook builds fromPromise actors: it passes <feature>Actors(services) from the service file', () => {
    expect(hooksBuildingActors.filter((path) => !NOT_YET.hooks.includes(path))).toEqual([]);
  });

  it('no machine calls fetch or makes an API client: its actors reject until provided', () => {
    expect(machinesCallingTheServer.filter((path) => !NOT_YET.machines.includes(path))).toEqual([]);
  });

  it('no machine carries services in its input or context: they reach it as provided actors', () => {
    expect(machinesCarryingServices).toEqual([]);
  });

  it('the list of features not yet moved only shrinks', () => {
    expect(NOT_YET.hooks.filter((path) => !hooksBuildingActors.includes(path))).toEqual([]);
    expect(NOT_YET.machines.filter((path) => !machinesCallingTheServer.includes(path))).toEqual([]);
  });
});
