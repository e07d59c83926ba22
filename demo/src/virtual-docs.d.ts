declare module 'virtual:suite-ui-docs' {
  import type { CoreApiByFeature } from '../plugins/core-api-docs';
  import type { PropsByFeature } from '../plugins/props-docs';

  const docs: { props: PropsByFeature; coreApi: CoreApiByFeature };
  export default docs;
}
