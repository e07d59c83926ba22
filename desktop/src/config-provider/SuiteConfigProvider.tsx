import type { Locale } from '@suite-ui/core';
import { accessiblePalette, useLocaleWithDayjs } from '@suite-ui/core/react';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US.js';
import zhCN from 'antd/locale/zh_CN.js';
import { useMemo, type ReactNode } from 'react';

const antdLocales: Record<Locale, AntdLocale> = { zh_CN: zhCN, en_US: enUS };

/** antd tokens from core's accessible palette: AA contrast for primary and secondary text. */
export const accessibleTheme: ThemeConfig = {
  token: {
    colorPrimary: accessiblePalette.primary,
    colorLink: accessiblePalette.primary,
    colorTextDescription: accessiblePalette.textSecondary,
    colorTextTertiary: accessiblePalette.textSecondary,
    // antd's placeholder grey (25% black) gives 1.9:1; select and cascader placeholders carry meaning
    colorTextPlaceholder: accessiblePalette.textSecondary,
    colorError: accessiblePalette.danger,
    colorSuccess: accessiblePalette.success,
  },
  components: { Rate: { starColor: accessiblePalette.star } },
};

export interface SuiteConfigProviderProps {
  children?: ReactNode;
  /** antd theme of the host; its tokens override the accessible defaults. */
  theme?: ThemeConfig;
}

/**
 * Wraps desktop widgets in antd's ConfigProvider with the locale of core's message catalogue
 * (zh_CN or en_US) and the accessible theme, and switches dayjs to match; widgets re-render on
 * `setLocale()`.
 */
export function SuiteConfigProvider({ children, theme }: SuiteConfigProviderProps) {
  const locale = useLocaleWithDayjs();
  const merged = useMemo<ThemeConfig>(
    () => ({
      ...accessibleTheme,
      ...theme,
      token: { ...accessibleTheme.token, ...theme?.token },
      components: { ...accessibleTheme.components, ...theme?.components },
    }),
    [theme],
  );
  return (
    <ConfigProvider locale={antdLocales[locale]} theme={merged}>
      {children}
    </ConfigProvider>
  );
}
