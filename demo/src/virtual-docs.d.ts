declare module 'virtual:suite-ui-docs' {
  import type { CoreApiByFeature } from '../plugins/core-api-docs';
  import type { PropsByFeature } from '../plugins/props-docs';

  const docs: { props: PropsByFeature; coreApi: CoreApiByFeature };
  export default docs;
}

declare module 'virtual:suite-ui-docs/features' {
  import type { CoreExportDoc } from '../plugins/core-api-docs';
  import type { ComponentDocs } from '../plugins/props-docs';

  /** One feature's generated documentation: its skins' components and its core exports. */
  type FeaturePart = {
    props: Partial<Record<'desktop' | 'mobile', ComponentDocs[]>>;
    coreApi: CoreExportDoc[];
  };
  const loaders: Record<string, () => Promise<{ default: FeaturePart }>>;
  export default loaders;
}
