import { useLayoutPageTitle, useT } from '@suite-ui/core/react';
import { useEffect } from 'react';

const SITE = 'suite-ui';

/**
 * Names the page in the browser tab ("<page> - suite-ui", or the site alone), in the layout's tab on
 * desktop and in the nav bar on mobile.
 */
export function usePageTitle(title: string | null): void {
  const t = useT();
  const full = title ? t('layout.demo.docs.pageTitle', { title }) : SITE;
  useEffect(() => {
    document.title = full;
  }, [full]);
  useLayoutPageTitle(title);
}
