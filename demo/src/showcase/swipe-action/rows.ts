import type { SwipeActionItem } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { useMemo, useState } from 'react';

const ROWS = ['row1', 'row2', 'row3'] as const;

/** Three rows, each with pin (left), read and delete (right); the last action chosen. */
export function useRows() {
  const t = useT();
  const [last, setLast] = useState<string | null>(null);
  const actions = useMemo<SwipeActionItem[]>(
    () => [
      { key: 'pin', text: t('swipe-action.demo.pin'), side: 'left', colour: 'yellow' },
      { key: 'read', text: t('swipe-action.demo.read') },
      { key: 'delete', text: t('swipe-action.demo.delete'), danger: true },
    ],
    [t],
  );
  const rows = ROWS.map((key) => ({ key, title: t(`swipe-action.demo.${key}`) }));
  const choose = (row: string) => (action: string) =>
    setLast(
      t('swipe-action.demo.chosen', { row, action: actions.find((a) => a.key === action)?.text ?? action }),
    );
  return { t, rows, actions, last, choose };
}
