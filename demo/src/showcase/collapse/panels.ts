import { useT } from '@suite-ui/core/react';
import { useMemo } from 'react';

/** Three panels (the last disabled) and their content. */
export function usePanels() {
  const t = useT();
  return useMemo(
    () => ({
      t,
      panels: [
        { key: 'p1', title: t('collapse.demo.p1') },
        { key: 'p2', title: t('collapse.demo.p2') },
        { key: 'p3', title: t('collapse.demo.p3'), disabled: true },
      ],
      content: {
        p1: t('collapse.demo.p1Body'),
        p2: t('collapse.demo.p2Body'),
        p3: t('collapse.demo.p3Body'),
      },
    }),
    [t],
  );
}
