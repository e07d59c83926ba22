export {
  breadcrumbView,
  type BreadcrumbItem,
  type BreadcrumbItemView,
  type BreadcrumbOptions,
  type BreadcrumbView,
} from './breadcrumb.logic';
export { breadcrumbTexts } from './messages';
