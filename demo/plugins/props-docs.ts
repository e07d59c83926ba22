import { fork } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withCustomConfig, type ComponentDoc } from 'react-docgen-typescript';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { coreFeatureEntries } from './core-api-docs';
import { sourcesKey } from './sources-key';

const VIRTUAL_ID = 'virtual:suite-ui-docs';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
// one feature's part (`virtual:suite-ui-docs/feature/rate`), and the loaders of every part
const FEATURES_ID = `${VIRTUAL_ID}/features`;
const FEATURE_PREFIX = `${VIRTUAL_ID}/feature/`;
const FEATURE_NAME = /^[a-z][\w-]*$/;
const SKINS = ['desktop', 'mobile'] as const;

/** One prop of a component as its documentation page shows it. */
export interface PropDoc {
  name: string;
  type: string;
  required: boolean;
  defaultValue: string | null;
  description: string;
}

/** One component of a skin: its JSDoc and its props, read from the TypeScript types. */
export interface ComponentDocs {
  name: string;
  description: string;
  props: PropDoc[];
}

/** Per feature folder, the components each skin exports from it. */
export type PropsByFeature = Record<string, Partial<Record<(typeof SKINS)[number], ComponentDocs[]>>>;

function componentFiles(repo: string): string[] {
  return SKINS.flatMap((skin) => {
    const src = path.join(repo, skin, 'src');
    return readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((folder) =>
        readdirSync(path.join(src, folder.name))
          .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
          .map((file) => path.join(src, folder.name, file)),
      );
  });
}

function toComponentDocs(doc: ComponentDoc): ComponentDocs {
  return {
    name: doc.displayName,
    description: doc.description,
    props: Object.values(doc.props).map((prop) => ({
      name: prop.name,
      type: prop.type.raw && prop.type.raw.length < 120 ? prop.type.raw : prop.type.name,
      required: prop.required,
      defaultValue: prop.defaultValue?.value == null ? null : String(prop.defaultValue.value),
      description: prop.description,
    })),
  };
}

/** One TypeScript program over the skins' components and core's feature entries, for both readers. */
export function docsProgram(repo: string): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(repo, 'desktop', 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  return ts.createProgram([...componentFiles(repo), ...coreFeatureEntries(repo).values()], {
    ...config?.options,
    noEmit: true,
  });
}

/** Reads every skin component's props from its types and JSDoc (react-docgen-typescript). */
export function readPropsDocs(repo: string, program = docsProgram(repo)): PropsByFeature {
  const parser = withCustomConfig(path.join(repo, 'desktop', 'tsconfig.json'), {
    savePropValueAsString: true,
    shouldExtractLiteralValuesFromEnum: true,
    shouldRemoveUndefinedFromOptional: true,
    // the widget's own props; not the HTML attributes or library props they may extend
    propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
  });
  const byFeature: PropsByFeature = {};
  for (const doc of parser.parseWithProgramProvider(componentFiles(repo), () => program)) {
    const [skin, , feature] = path.relative(repo, doc.filePath).split(path.sep) as [
      (typeof SKINS)[number],
      string,
      string,
    ];
    // components only: a re-exported props type (`export type { RateProps }`) is read as one too
    if (!/^[A-Z]/.test(doc.displayName) || doc.displayName.endsWith('Props')) continue;
    const entry = (byFeature[feature] ??= {});
    (entry[skin] ??= []).push(toComponentDocs(doc));
  }
  return byFeature;
}

/** Generates the documentation data in a process of its own (docs-generate.ts), as JSON text. */
function generateApart(repo: string): Promise<string> {
  const script = fileURLToPath(new URL('./docs-generate.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = fork(script, [repo], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    // the lowest priority: on a small machine the pages a newcomer opens first must not wait on it
    // (they do not need it; only the docs tables do)
    try {
      if (child.pid !== undefined) setPriority(child.pid, 19);
    } catch {
      // a platform that refuses leaves it at the normal priority
    }
    let errors = '';
    let json: string | undefined;
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('message', (message) => (json = String(message)));
    child.on('error', reject);
    child.on('exit', (code) =>
      json !== undefined && code === 0
        ? resolve(json)
        : reject(
            new Error(`the documentation data could not be generated (exit ${code}): ${errors.slice(-2000)}`),
          ),
    );
  });
}

/**
 * `virtual:suite-ui-docs`: what the documentation pages generate from the sources at build time, so
 * a prop added to a type or an export added to core shows up without editing any page: each skin
 * component's props (types and JSDoc) and each core feature entry's exports.
 *
 * Generation starts with the server or the build, in a process of its own, and is kept in Vite's
 * cache folder under a key of the sources: `npm start` serves the first pages while it runs (it held
 * the development server's whole process for 9 s before: issue 41 item 13), and a later start whose
 * sources did not change reads it back at once.
 */
export function docsPlugin(repo: string): Plugin {
  let cacheDir = '';
  let pending: { key: string; json: Promise<string> } | undefined;

  function docsJson(): Promise<string> {
    const key = sourcesKey(repo);
    if (pending?.key === key) return pending.json;
    const cached = path.join(cacheDir, `suite-ui-docs-${key}.json`);
    const json = existsSync(cached)
      ? readFile(cached, 'utf8')
      : generateApart(repo).then(async (text) => {
          await mkdir(cacheDir, { recursive: true });
          // only the newest is ever read again
          for (const old of await readdir(cacheDir)) {
            if (/^suite-ui-docs-\w+\.json$/.test(old)) await rm(path.join(cacheDir, old), { force: true });
          }
          await writeFile(cached, text);
          return text;
        });
    pending = { key, json };
    // a failure surfaces where the module is loaded; here it must not be an unhandled rejection
    json.catch(() => (pending = pending?.json === json ? undefined : pending));
    return json;
  }

  // the skins' component files, watched by every docs module
  let watched: string[] = [];

  // read once per generation, not once per feature part a page asks for
  let read: { json: string; docs: { props: PropsByFeature; coreApi: Record<string, unknown[]> } } | undefined;
  function parsed(json: string) {
    if (read?.json !== json) read = { json, docs: JSON.parse(json) as NonNullable<typeof read>['docs'] };
    return read.docs;
  }

  return {
    name: 'suite-ui-docs',
    configResolved: (config) => void (cacheDir = config.cacheDir),
    buildStart: () => void docsJson(),
    resolveId: (id) =>
      id === VIRTUAL_ID ||
      id === FEATURES_ID ||
      (id.startsWith(FEATURE_PREFIX) && FEATURE_NAME.test(id.slice(FEATURE_PREFIX.length)))
        ? `\0${id}`
        : undefined,
    async load(id) {
      if (!id.startsWith(RESOLVED_ID)) return undefined;
      // a feature's part comes from the generation its loaders module read (the key and the file
      // list are read once per page there, not again for each part: two thousand files each)
      const part = id.startsWith(`\0${FEATURE_PREFIX}`);
      if (!part || !watched.length) watched = componentFiles(repo);
      for (const file of watched) this.addWatchFile(file);
      const json = await (part && pending ? pending.json : docsJson());
      if (id === RESOLVED_ID) return `export default ${json};`;
      // a documentation page loads its own feature's part (a few kB), not every page's (445 kB)
      const docs = parsed(json);
      if (id === `\0${FEATURES_ID}`) {
        const features = [...new Set([...Object.keys(docs.props), ...Object.keys(docs.coreApi)])];
        const loaders = features
          .filter((feature) => FEATURE_NAME.test(feature))
          .map(
            (feature) =>
              `  ${JSON.stringify(feature)}: () => import(${JSON.stringify(FEATURE_PREFIX + feature)}),`,
          );
        return `export default {\n${loaders.join('\n')}\n};`;
      }
      const feature = id.slice(`\0${FEATURE_PREFIX}`.length);
      const docsOfFeature = { props: docs.props[feature] ?? {}, coreApi: docs.coreApi[feature] ?? [] };
      return `export default ${JSON.stringify(docsOfFeature)};`;
    },
  };
}
