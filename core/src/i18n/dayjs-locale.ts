import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn.js';
import 'dayjs/locale/en.js';
import type { Locale } from './define';

const dayjsNames: Record<Locale, string> = { zh_CN: 'zh-cn', en_US: 'en' };

/** The dayjs locale name of a suite locale. */
export function dayjsLocaleName(locale: Locale): string {
  return dayjsNames[locale];
}

/** Makes dayjs format month and weekday names in `locale` (antd's pickers read dayjs's global locale). */
export function applyDayjsLocale(locale: Locale): void {
  dayjs.locale(dayjsLocaleName(locale));
}
