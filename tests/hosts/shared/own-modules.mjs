// A host must build from what it installed. Node's resolution walks up the folders, so a package
// missing from the host's node_modules would quietly come from the repository's root node_modules
// (where @suite-ui/* are the workspace sources): these plugins fail the build instead.
import { realpathSync } from 'node:fs';
import path from 'node:path';

/** The modules of `ids` (file paths, maybe with a query) that lie outside `hostDir`. */
export function strangers(hostDir, ids) {
  const home = realpathSync(hostDir) + path.sep;
  const outside = new Set();
  for (const id of ids) {
    const file = id.split('?')[0];
    if (!file || !path.isAbsolute(file)) continue; // virtual modules (\0...) and runtime helpers
    let real;
    try {
      real = realpathSync(file);
    } catch {
      continue;
    }
    if (!real.startsWith(home)) outside.add(real);
  }
  return [...outside];
}

function explain(found) {
  return `modules from outside the host (missing from its node_modules?):\n  ${found.slice(0, 10).join('\n  ')}`;
}

/** Vite or Rollup plugin: every bundled module comes from the host's folder. */
export function ownModulesOnly(hostDir) {
  return {
    name: 'own-modules-only',
    buildEnd(error) {
      if (error) return;
      const found = strangers(hostDir, this.getModuleIds());
      if (found.length) this.error(explain(found));
    },
  };
}

/** webpack plugin: every module of the compilation comes from the host's folder. */
export class OwnModulesOnlyPlugin {
  constructor(hostDir) {
    this.hostDir = hostDir;
  }
  apply(compiler) {
    compiler.hooks.afterCompile.tap('OwnModulesOnlyPlugin', (compilation) => {
      const ids = [...compilation.modules].map((module) => module.resource).filter(Boolean);
      const found = strangers(this.hostDir, ids);
      if (found.length) compilation.errors.push(new Error(explain(found)));
    });
  }
}
