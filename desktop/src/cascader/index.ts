export { Cascader, type CascaderProps } from './Cascader';
