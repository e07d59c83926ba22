import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The workspace packages whose sources the demo reads (for their types) or bundles. */
const PACKAGES = ['core', 'desktop', 'mobile'];

/**
 * A key for the workspace packages' TypeScript sources as they are now: every file's path, size and
 * modification time (a few milliseconds for the whole repository, against seconds to read or bundle
 * them again). What is generated from the sources is kept under it.
 */
export function sourcesKey(repo: string): string {
  const hash = createHash('sha1');
  for (const pkg of PACKAGES) {
    const folder = path.join(repo, pkg, 'src');
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const { size, mtimeMs } = statSync(file);
      hash.update(`${file}\0${size}\0${mtimeMs}\n`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}
