export { useCollapse, type CollapseView, type UseCollapseOptions } from './use-collapse';
export type { CollapseProps } from './collapse.props';
