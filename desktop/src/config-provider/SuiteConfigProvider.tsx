import { useLocaleWithDayjs } from '@suite-ui/core/react';
import type { Locale } from '@suite-ui/core';
import { ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';

const antdLocales: Record<Locale, AntdLocale> = { zh_CN: zhCN, en_US: enUS };

export interface SuiteConfigProviderProps {
  children?: ReactNode;
}

/**
 * Wraps desktop widgets in antd's ConfigProvider with the locale of core's message catalogue
 * (zh_CN or en_US) and switches dayjs to match; widgets re-render on `setLocale()`.
 */
export function SuiteConfigProvider({ children }: SuiteConfigProviderProps) {
  const locale = useLocaleWithDayjs();
  return <ConfigProvider locale={antdLocales[locale]}>{children}</ConfigProvider>;
}
