import type { UseCascaderOptions } from './use-cascader';

/** Props of both skins' `Cascader`. */
export type CascaderProps = Omit<UseCascaderOptions, 'platform'> & {
  /** Test id of the cascader's root (default 'cascader'). */
  testId?: string;
};
