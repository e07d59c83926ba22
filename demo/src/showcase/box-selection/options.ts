import { useT } from '@suite-ui/core/react';
import { useMemo } from 'react';

/** The demo's boxes: leave types (one) and topics (up to three). */
export function useBoxOptions() {
  const t = useT();
  return useMemo(() => {
    const leave = (['annual', 'sick', 'personal', 'marriage', 'maternity', 'other'] as const).map(
      (key, i) => ({
        value: key,
        label: t(`box-selection.demo.${key}`),
        description:
          key === 'other' ? undefined : t('box-selection.demo.days', { n: [5, 10, 3, 15, 98][i] ?? 0 }),
        disabled: key === 'maternity',
      }),
    );
    const topics = Array.from({ length: 8 }, (_, i) => ({
      value: `topic${i + 1}`,
      label: t('box-selection.demo.topic', { n: i + 1 }),
    }));
    return { t, leave, topics };
  }, [t]);
}
