export { useBreadcrumb } from './use-breadcrumb';
export type { BreadcrumbProps } from './breadcrumb.props';
