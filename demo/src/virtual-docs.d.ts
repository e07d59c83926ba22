declare module 'virtual:suite-ui-props' {
  import type { PropsByFeature } from '../plugins/props-docs';

  const props: PropsByFeature;
  export default props;
}
