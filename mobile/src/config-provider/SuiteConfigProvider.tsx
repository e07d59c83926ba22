import { useLocaleWithDayjs } from '@suite-ui/core/react';
import type { Locale } from '@suite-ui/core';
import { ConfigProvider, unstableSetRender } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

type MobileLocale = typeof zhCN;
const mobileLocales: Record<Locale, MobileLocale> = { zh_CN: zhCN, en_US: enUS };

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

export interface SuiteConfigProviderProps {
  children?: ReactNode;
}

/**
 * Wraps mobile widgets in antd-mobile's ConfigProvider with the locale of core's message catalogue
 * (zh_CN or en_US) and switches dayjs to match; widgets re-render on `setLocale()`.
 */
export function SuiteConfigProvider({ children }: SuiteConfigProviderProps) {
  useReact19Render();
  const locale = useLocaleWithDayjs();
  return <ConfigProvider locale={mobileLocales[locale]}>{children}</ConfigProvider>;
}
