import type { QuickMenuAction } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { useMemo, useState } from 'react';

const KEYS = ['task', 'schedule', 'mail', 'doc', 'meeting'] as const;

/** Five quick actions, one per suite colour; the last chosen. */
export function useQuickActions() {
  const t = useT();
  const [chosen, setChosen] = useState<string | null>(null);
  const actions = useMemo<QuickMenuAction[]>(
    () => KEYS.map((key) => ({ key, text: t(`quick-menu.demo.${key}`) })),
    [t],
  );
  const chosenText = chosen
    ? t('quick-menu.demo.chosen', { action: t(`quick-menu.demo.${chosen as (typeof KEYS)[number]}`) })
    : '';
  return { t, actions, chosen: chosenText, choose: setChosen };
}
