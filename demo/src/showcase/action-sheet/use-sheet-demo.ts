import type { ActionSheetForm, ActionSheetItem, ActionSheetItemView } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { useMemo, useState } from 'react';

export const FORMS: readonly ActionSheetForm[] = ['normal', 'grid', 'share'];

/** The page's three sheets: which is open, their items, what was chosen last. */
export function useSheetDemo() {
  const t = useT();
  const [open, setOpen] = useState<ActionSheetForm | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const items = useMemo<Record<ActionSheetForm, ActionSheetItem[] | undefined>>(
    () => ({
      normal: [
        { key: 'edit', text: t('action-sheet.demo.edit') },
        { key: 'copy', text: t('action-sheet.demo.copy') },
        { key: 'move', text: t('action-sheet.demo.move'), disabled: true },
        {
          key: 'delete',
          text: t('action-sheet.demo.delete'),
          danger: true,
          description: t('action-sheet.demo.deleteHint'),
        },
      ],
      grid: (['task', 'schedule', 'doc', 'mail', 'meeting', 'workflow'] as const).map((key) => ({
        key,
        text: t(`action-sheet.demo.${key}`),
      })),
      // the share form offers the suite's share targets by itself
      share: undefined,
    }),
    [t],
  );
  return {
    t,
    open,
    items,
    chosen: chosen ? t('action-sheet.demo.chosen', { key: chosen }) : t('action-sheet.demo.none'),
    show: setOpen,
    close: () => setOpen(null),
    select: (_key: string, item: ActionSheetItemView) => setChosen(item.text),
  };
}
