import type { LocalePack } from '@suite-ui/core';
import { accessibleDarkPalette, accessiblePalette, useLocalePacks } from '@suite-ui/core/react';
import { ConfigProvider, unstableSetRender } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN.js';
import { useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { MobileLocalePack } from '../locale/en_US';
import './config-provider.css';

// antd-mobile speaks Chinese by itself; another language's locale comes with that language's pack.
function antdMobileLocale(pack: LocalePack | undefined): typeof zhCN {
  return (pack as Partial<MobileLocalePack> | undefined)?.antdMobile ?? zhCN;
}

// antd-mobile's imperative APIs (Toast.show, Dialog.alert) render with ReactDOM.render, which React 19
// removed; give them createRoot once.
let renderSet = false;
function useReact19Render() {
  if (renderSet) return;
  renderSet = true;
  unstableSetRender((node, container) => {
    const host = container as Element & { __suiteRoot?: Root };
    host.__suiteRoot ??= createRoot(host);
    host.__suiteRoot.render(node);
    return async () => {
      await Promise.resolve();
      host.__suiteRoot?.unmount();
      delete host.__suiteRoot;
    };
  });
}

/** antd-mobile's theme variables from core's accessible palette: AA contrast for primary and weak text. */
export const accessibleThemeVariables: Readonly<Record<string, string>> = {
  '--adm-color-primary': accessiblePalette.primary,
  '--adm-color-weak': accessiblePalette.textWeak,
  '--adm-color-danger': accessiblePalette.danger,
  '--adm-color-success': accessiblePalette.success,
  '--adm-color-warning': accessiblePalette.warning,
};

/**
 * The dark counterparts, for a page in antd-mobile's dark mode (`data-prefers-color-scheme="dark"` on
 * `<html>`): the light set on :root would otherwise keep dark text colours on the dark background.
 */
export const accessibleDarkThemeVariables: Readonly<Record<string, string>> = {
  '--adm-color-primary': accessibleDarkPalette.primary,
  '--adm-color-text-light-solid': accessibleDarkPalette.textOnFill,
  '--adm-color-wathet': accessibleDarkPalette.primaryBg,
  '--adm-color-weak': accessibleDarkPalette.textWeak,
  '--adm-color-text-secondary': accessibleDarkPalette.textWeak,
  '--adm-color-danger': accessibleDarkPalette.danger,
  '--adm-color-success': accessibleDarkPalette.success,
  '--adm-color-warning': accessibleDarkPalette.warning,
};

// antd-mobile reads its theme from variables on :root, which popups portaled to <body> see too.
function useThemeVariables(variables: Readonly<Record<string, string>>) {
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const previous = Object.keys(variables).map((name) => [name, root.getPropertyValue(name)] as const);
    for (const [name, value] of Object.entries(variables)) root.setProperty(name, value);
    return () =>
      previous.forEach(([name, value]) =>
        value ? root.setProperty(name, value) : root.removeProperty(name),
      );
  }, [variables]);
}

export interface SuiteConfigProviderProps {
  children?: ReactNode;
  /** antd-mobile theme variables of the host (`--adm-color-primary` ...); they override the accessible defaults. */
  themeVariables?: Readonly<Record<string, string>>;
  /**
   * Languages besides zh_CN the page may switch to: `[enUS]` from `@suite-ui/mobile/locale/en_US`.
   * Registered for every widget on the page; without it `setLocale('en_US')` keeps zh_CN.
   */
  locales?: readonly LocalePack[];
  /** Dark theme: `darkThemeVariables` instead of `themeVariables` (the page sets antd-mobile's dark mode). */
  dark?: boolean;
  /** antd-mobile theme variables of the host for the dark theme; they override the accessible dark defaults. */
  darkThemeVariables?: Readonly<Record<string, string>>;
}

/**
 * Wraps mobile widgets in antd-mobile's ConfigProvider with the locale of core's message catalogue
 * (zh_CN or en_US) and the accessible theme variables, and switches dayjs to match; widgets re-render
 * on `setLocale()`.
 */
export function SuiteConfigProvider({
  children,
  themeVariables = accessibleThemeVariables,
  darkThemeVariables = accessibleDarkThemeVariables,
  dark = false,
  locales,
}: SuiteConfigProviderProps) {
  useReact19Render();
  useThemeVariables(dark ? darkThemeVariables : themeVariables);
  const { pack } = useLocalePacks(locales);
  return <ConfigProvider locale={antdMobileLocale(pack)}>{children}</ConfigProvider>;
}
