import { useT } from '@suite-ui/core/react';
import { useMemo } from 'react';

/** A trail from the home page to a customer's contacts. */
export function useTrail() {
  const t = useT();
  const trail = useMemo(
    () => [
      { key: 'home', title: t('breadcrumb.demo.home'), href: '/showcase/breadcrumb#home' },
      { key: 'crm', title: t('breadcrumb.demo.crm'), href: '/showcase/breadcrumb#crm' },
      { key: 'customers', title: t('breadcrumb.demo.customers'), href: '/showcase/breadcrumb#customers' },
      { key: 'acme', title: t('breadcrumb.demo.acme'), href: '/showcase/breadcrumb#acme' },
      { key: 'contacts', title: t('breadcrumb.demo.contacts') },
    ],
    [t],
  );
  return { t, trail };
}
