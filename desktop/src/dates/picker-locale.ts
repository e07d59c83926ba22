import { ConfigProvider } from 'antd';
import type { DatePickerProps } from 'antd';
import enUS from 'antd/locale/en_US.js';
import 'dayjs/locale/en-gb.js';
import { useContext, useMemo } from 'react';

type PickerLocale = NonNullable<DatePickerProps['locale']>;

// antd's panels take the first weekday from the dayjs locale its picker locale names; en_GB is
// English with weeks from Monday, zh_CN already starts on Monday.
const MONDAY_FIRST: Record<string, string> = { en_US: 'en_GB', en: 'en_GB' };

/** The picker locale of the surrounding ConfigProvider, with weeks starting on `weekStart` (1 = Monday). */
export function usePickerLocale(weekStart: number): PickerLocale {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const picker = (locale?.DatePicker ?? enUS.DatePicker) as PickerLocale;
  return useMemo(() => {
    const monday = MONDAY_FIRST[picker.lang.locale];
    if (weekStart !== 1 || !monday) return picker;
    return { ...picker, lang: { ...picker.lang, locale: monday } };
  }, [picker, weekStart]);
}
