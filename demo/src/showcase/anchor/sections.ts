import { useT } from '@suite-ui/core/react';
import { useMemo } from 'react';

const SECTIONS = ['intro', 'usage', 'api', 'faq', 'changelog', 'contact'] as const;

/** The demo document's sections, titled in the current language. */
export function useDemoSections() {
  const t = useT();
  return useMemo(
    () => SECTIONS.map((id) => ({ id: `anchor-demo-${id}`, title: t(`anchor.demo.section.${id}`) })),
    [t],
  );
}
