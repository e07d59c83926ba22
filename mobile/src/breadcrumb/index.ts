export { Breadcrumb, type BreadcrumbProps } from './Breadcrumb';
