import { useCallback, useMemo, useState } from 'react';
import { connectRate, normalizeRateValue, rateRules, type RateOptions, type RateView } from '../rate';
import { useLocale } from './use-locale';

export interface UseRateProps extends RateOptions {
  /** Controlled value. */
  value?: number;
  /** Initial value when uncontrolled. */
  defaultValue?: number;
  onChange?: (value: number) => void;
}

export interface RateApi extends RateView {
  setValue(value: number): void;
}

export function useRate({ value, defaultValue, onChange, ...options }: UseRateProps): RateApi {
  const locale = useLocale();
  const rules = useMemo(() => rateRules(options), [options.platform, options.count, options.allowHalf]); // eslint-disable-line react-hooks/exhaustive-deps
  const [own, setOwn] = useState(() => normalizeRateValue(defaultValue ?? 0, rules));
  const current = value === undefined ? own : normalizeRateValue(value, rules);
  const setValue = useCallback(
    (next: number) => {
      const normal = normalizeRateValue(next, rules);
      setOwn(normal);
      onChange?.(normal);
    },
    [rules, onChange],
  );
  // locale is a dependency so labels follow a language switch
  return useMemo(() => ({ ...connectRate(current, rules), setValue }), [current, rules, setValue, locale]); // eslint-disable-line react-hooks/exhaustive-deps
}
