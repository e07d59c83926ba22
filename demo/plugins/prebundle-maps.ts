import path from 'node:path';
import { normalizePath, type Plugin, type Rolldown } from 'vite';

// `npm start` pre-bundles the dependencies (antd, the workspace packages ...) without source maps.
// Vite appended each file's map to it as base64, with the whole file again as the map's source
// content: the 3 MB antd bundle went out as 9.8 MB, and a first visit moved 52 MB through the
// development server instead of 13 (issue 41 item 13: the first widget page on a busy 2-core
// machine). The files stay readable, not minified; `npm run dev`, for work on the library itself,
// serves the packages' sources with their maps.

/** The dependency optimizer writes no maps (Vite asks for hidden ones: 0.5 s of a 3 s bundling). */
export function optimizerWithoutMaps(): Rolldown.Plugin {
  return {
    name: 'suite-ui-optimizer-without-maps',
    outputOptions: (options) => ({ ...options, sourcemap: false }),
  };
}

// An empty map, named in the file: Vite adds a stand-in map (the whole file again, as base64) to any
// module sent without a map unless the module names one.
const EMPTY_MAP = Buffer.from(JSON.stringify({ version: 3, sources: [], names: [], mappings: '' })).toString(
  'base64',
);

/**
 * The development server sends the pre-bundled files with an empty map: the transform's
 * `{ mappings: '' }` says the module has none, and the comment keeps Vite from adding its stand-in
 * (a later transform that rewrites the imports drops the first).
 */
export function prebundleWithoutMaps(): Plugin {
  let depsFolder = '';
  return {
    name: 'suite-ui-prebundle-without-maps',
    apply: 'serve',
    configResolved: (config) => void (depsFolder = `${normalizePath(path.join(config.cacheDir, 'deps'))}/`),
    transform: (code, id) =>
      id.startsWith(depsFolder)
        ? {
            code: `${code}\n//# sourceMappingURL=data:application/json;base64,${EMPTY_MAP}\n`,
            map: { mappings: '' },
          }
        : undefined,
  };
}
