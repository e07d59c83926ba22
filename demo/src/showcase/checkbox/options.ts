import { useT } from '@suite-ui/core/react';
import { useMemo } from 'react';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** The demo's check boxes: topics (one disabled), weekdays and channels. */
export function useCheckboxOptions() {
  const t = useT();
  return useMemo(() => {
    const topics = (['sales', 'finance', 'hr', 'it', 'legal'] as const).map((key) => ({
      value: key,
      label: t(`checkbox.demo.${key}`),
      disabled: key === 'legal',
    }));
    const days = DAYS.map((key) => ({ value: key, label: t(`checkbox.demo.${key}`) }));
    const channels = (['email', 'sms', 'app'] as const).map((key) => ({
      value: key,
      label: t(`checkbox.demo.${key}`),
    }));
    const valueText = (value: readonly string[]) =>
      t('checkbox.demo.value', { value: value.length ? value.join(', ') : t('checkbox.demo.none') });
    return { t, topics, days, channels, valueText };
  }, [t]);
}
