export { useBreadcrumb } from './use-breadcrumb';
