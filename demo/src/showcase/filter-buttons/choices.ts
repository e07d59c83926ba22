import type { ChoiceOption } from '@suite-ui/core/react';
import { useT } from '@suite-ui/core/react';
import { useMemo } from 'react';

/** The demo's choices: six time ranges and seven weekdays. */
export function useChoices() {
  const t = useT();
  return useMemo(() => {
    const ranges: ChoiceOption[] = ['all', 'today', 'week', 'month', 'quarter', 'year'].map((value) => ({
      value,
      label: t(`filter-buttons.demo.${value}` as 'filter-buttons.demo.all'),
    }));
    const days: ChoiceOption[] = Array.from({ length: 7 }, (_, i) => ({
      value: `d${i + 1}`,
      label: t('filter-buttons.demo.day', { n: i + 1 }),
    }));
    return { t, ranges, days };
  }, [t]);
}
