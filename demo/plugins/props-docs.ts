import { readdirSync } from 'node:fs';
import path from 'node:path';
import { withCustomConfig, type ComponentDoc } from 'react-docgen-typescript';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { coreFeatureEntries, readCoreApi } from './core-api-docs';

const VIRTUAL_ID = 'virtual:suite-ui-docs';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
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

/**
 * `virtual:suite-ui-docs`: what the documentation pages generate from the sources at build time, so
 * a prop added to a type or an export added to core shows up without editing any page: each skin
 * component's props (types and JSDoc) and each core feature entry's exports.
 */
export function docsPlugin(repo: string): Plugin {
  return {
    name: 'suite-ui-docs',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const file of componentFiles(repo)) this.addWatchFile(file);
      const program = docsProgram(repo);
      const docs = { props: readPropsDocs(repo, program), coreApi: readCoreApi(repo, program) };
      return `export default ${JSON.stringify(docs)};`;
    },
  };
}
