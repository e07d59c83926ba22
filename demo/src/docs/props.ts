// What the documentation pages generate from the sources at build time (plugins/props-docs.ts):
// loaded only by documentation pages, so the shell does not carry it.
import type { CoreExportDoc } from '../../plugins/core-api-docs';
import type { ComponentDocs, PropsByFeature } from '../../plugins/props-docs';
import type { CoreApiByFeature } from '../../plugins/core-api-docs';

type Skin = 'desktop' | 'mobile';
type GeneratedDocs = { props: PropsByFeature; coreApi: CoreApiByFeature };

/** A feature's generated documentation: each skin's components with props, core's exports. */
export interface FeatureDocs {
  components: Partial<Record<Skin, ComponentDocs[]>>;
  coreApi: CoreExportDoc[];
}

let docs: Promise<GeneratedDocs> | undefined;
const byFeature = new Map<string, Promise<FeatureDocs>>();

async function load(feature: string): Promise<FeatureDocs> {
  docs ??= import('virtual:suite-ui-docs').then((module) => module.default);
  const { props, coreApi } = await docs;
  return { components: props[feature] ?? {}, coreApi: coreApi[feature] ?? [] };
}

/** A feature's generated documentation, one promise per feature for React's `use`. */
export function featureDocs(feature: string): Promise<FeatureDocs> {
  let promise = byFeature.get(feature);
  if (!promise) {
    promise = load(feature);
    byFeature.set(feature, promise);
  }
  return promise;
}
