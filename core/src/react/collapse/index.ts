export { useCollapse, type CollapseView, type UseCollapseOptions } from './use-collapse';
