export { useCascader, type UseCascaderOptions } from './use-cascader';
export type { CascaderProps } from './cascader.props';
