import type { Locale, LocalePack } from '@suite-ui/core';
import { accessibleDarkPalette, accessiblePalette, useLocalePacks } from '@suite-ui/core/react';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US.js';
import zhCN from 'antd/locale/zh_CN.js';
import { useId, useMemo, type ReactNode } from 'react';
import './config-provider.css';

// antd's English is its built-in default, in every page already: only zh_CN costs anything here.
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
    colorWarningText: accessiblePalette.warning,
  },
  components: { Rate: { starColor: accessiblePalette.star } },
};

/** The dark counterpart: antd's dark algorithm with core's dark palette (AA on #141414). */
export const accessibleDarkTheme: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: {
    colorPrimary: accessibleDarkPalette.primary,
    colorPrimaryBg: accessibleDarkPalette.primaryBg,
    colorLink: accessibleDarkPalette.link,
    colorTextLightSolid: accessibleDarkPalette.textOnFill,
    colorTextDescription: accessibleDarkPalette.textSecondary,
    colorTextTertiary: accessibleDarkPalette.textSecondary,
    colorTextPlaceholder: accessibleDarkPalette.textSecondary,
    colorError: accessibleDarkPalette.danger,
    colorSuccess: accessibleDarkPalette.success,
    colorWarningText: accessibleDarkPalette.warning,
  },
  components: {
    Rate: { starColor: accessibleDarkPalette.star },
    // tooltips keep light text on their dark grey
    Tooltip: { colorTextLightSolid: accessibleDarkPalette.textOnSpotlight },
  },
};

export interface SuiteConfigProviderProps {
  children?: ReactNode;
  /** antd theme of the host; its tokens override the accessible defaults. */
  theme?: ThemeConfig;
  /**
   * Languages besides zh_CN the page may switch to: `[enUS]` from `@suite-ui/desktop/locale/en_US`.
   * Registered for every widget on the page; without it `setLocale('en_US')` keeps zh_CN.
   */
  locales?: readonly LocalePack[];
  /** Dark theme: antd's dark algorithm with the accessible dark palette; `theme` still overrides it. */
  dark?: boolean;
}

/**
 * Wraps desktop widgets in antd's ConfigProvider with the locale of core's message catalogue
 * (zh_CN or en_US) and the accessible theme, and switches dayjs to match; widgets re-render on
 * `setLocale()`.
 */
export function SuiteConfigProvider({ children, theme, locales, dark = false }: SuiteConfigProviderProps) {
  const { locale } = useLocalePacks(locales);
  const id = useId();
  const merged = useMemo<ThemeConfig>(() => {
    const base = dark ? accessibleDarkTheme : accessibleTheme;
    return {
      ...base,
      ...theme,
      token: { ...base.token, ...theme?.token },
      components: { ...base.components, ...theme?.components },
      // a known class for the theme's variables, so the content below can carry it
      cssVar: { ...theme?.cssVar, key: theme?.cssVar?.key ?? `suite-theme-${id.replace(/[^\w-]/g, '')}` },
    };
  }, [theme, dark, id]);
  return (
    <ConfigProvider locale={antdLocales[locale]} theme={merged}>
      <ThemeVariables scope={merged.cssVar?.key ?? ''} dark={dark}>
        {children}
      </ThemeVariables>
    </ConfigProvider>
  );
}

/**
 * antd 6 writes its theme's `--ant-*` variables under the theme's CSS-variable class, which only its
 * own components carry; the skins' stylesheets read those variables on plain elements too, so the
 * provider's content sits in a box-less element with that class (popups portaled to <body> are antd
 * components and carry it themselves). Calling the token hook also registers the variables.
 */
function ThemeVariables({ scope, dark, children }: { scope: string; dark: boolean; children?: ReactNode }) {
  antdTheme.useToken();
  return <div className={`suite-theme ${scope}${dark ? ' suite-theme--dark' : ''}`}>{children}</div>;
}
