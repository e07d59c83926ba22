import { useMemo } from 'react';
import { breadcrumbTexts, breadcrumbView, type BreadcrumbItem, type BreadcrumbView } from '../../breadcrumb';
import { useLocale } from '../use-locale';

/** A breadcrumb's view model: safe links, the current page, a folded middle past `maxItems`. */
export function useBreadcrumb(items: readonly BreadcrumbItem[], maxItems?: number): BreadcrumbView {
  const locale = useLocale();
  return useMemo(
    () =>
      breadcrumbView(
        items,
        { maxItems },
        { t: (key, params) => breadcrumbTexts.translate(locale, key, params) },
      ),
    [items, maxItems, locale],
  );
}
