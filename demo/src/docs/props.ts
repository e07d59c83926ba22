// What the documentation pages generate from the sources at build time (plugins/props-docs.ts):
// loaded only by documentation pages, each its own feature's part, so the shell does not carry it.
import type docsLoaders from 'virtual:suite-ui-docs/features';
import type { CoreExportDoc } from '../../plugins/core-api-docs';
import type { ComponentDocs } from '../../plugins/props-docs';

type Skin = 'desktop' | 'mobile';

/** A feature's generated documentation: each skin's components with props, core's exports. */
export interface FeatureDocs {
  components: Partial<Record<Skin, ComponentDocs[]>>;
  coreApi: CoreExportDoc[];
}

let loaders: Promise<typeof docsLoaders> | undefined;
const byFeature = new Map<string, Promise<FeatureDocs>>();

/** The feature's own part of the generated docs: a page loads its part, not every page's. */
async function load(feature: string): Promise<FeatureDocs> {
  loaders ??= import('virtual:suite-ui-docs/features').then((module) => module.default);
  const loader = (await loaders)[feature];
  if (!loader) return { components: {}, coreApi: [] };
  const { props, coreApi } = (await loader()).default;
  return { components: props, coreApi };
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
