import type { TransferItem } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { useMemo } from 'react';

/** Twenty people of the demo; the fourth is away and cannot be chosen. */
export function usePeople() {
  const t = useT();
  const people = useMemo<TransferItem[]>(
    () =>
      Array.from({ length: 20 }, (_, i) => ({
        key: `p${i + 1}`,
        title: t('transfer.demo.person', { n: i + 1 }),
        disabled: i === 3,
      })),
    [t],
  );
  return { t, people };
}
