import type { BreadcrumbItem } from '../../breadcrumb';

/** Props of both skins' `Breadcrumb`. */
export interface BreadcrumbProps {
  /** The trail from the top level to the current page. */
  items: readonly BreadcrumbItem[];
  /** Fold the middle levels past this many. */
  maxItems?: number;
}
