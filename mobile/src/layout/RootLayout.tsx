import type { RouteClaim } from '@suite-ui/core';
import {
  LayoutShellProvider,
  RouteOutlet,
  useRootLayoutShell,
  type LayoutModules,
  type LayoutShellOptions,
  type OutletRenderers,
} from '@suite-ui/core/react';
import type { CSSProperties, ReactNode } from 'react';
import { LayoutNavBar } from './NavBar';
import { mobileOutletViews } from './views';

/** The mobile navigation bar: shown by default with the page title and a back arrow below a module's first page. */
export interface MobileNavBarOptions {
  /** Content on the bar's right (a language switch, a menu). */
  right?: ReactNode;
}

export interface RootLayoutProps {
  /** Module loader map: module name → dynamic import of the module's page (its main router). */
  modules: LayoutModules;
  /** Menu entries that claim paths; they win over plugin claims (spec 2.1). */
  menuClaims?: readonly RouteClaim[];
  /** How host-dependent targets render: micro-app / micro-frontend mount functions, ecode, cross-module widgets, component registry. */
  renderers?: OutletRenderers;
  /** The navigation bar, or `false` for none (pages inside the suite's mobile app shell). */
  navBar?: MobileNavBarOptions | false;
  /**
   * Page-wide widgets mounted once, outside the routed content, so route changes never remount
   * them: the watermark, the upgrade notice, global popups.
   */
  pageWidgets?: ReactNode;
  /** Location source, API client, plugin loader and functions for layout actions. */
  shell?: LayoutShellOptions;
}

const shellStyle: CSSProperties = { minHeight: '100vh', background: 'var(--adm-color-background)' };

/**
 * The mobile root layout (spec 2.1, no tabs): decides from the path under `/mobile/...` what to
 * show (menu claim, plugin claim, custom logic, module or 404) under a navigation bar.
 */
export function RootLayout({
  modules,
  menuClaims,
  renderers,
  navBar = {},
  pageWidgets,
  shell: shellOptions,
}: RootLayoutProps) {
  const { shell, layout } = useRootLayoutShell({ shell: shellOptions, modules, menuClaims });
  return (
    <LayoutShellProvider shell={shell}>
      <div
        className="suite-mobile-layout"
        style={shellStyle}
        data-testid="root-layout"
        data-route-kind={layout.match.kind}
      >
        {navBar !== false && (
          <LayoutNavBar
            title={layout.title}
            canGoBack={layout.hasParent}
            onBack={shell.host.closeDetail}
            right={navBar.right}
          />
        )}
        <main data-testid="layout-content">
          <RouteOutlet
            content={layout.content}
            pathname={layout.pathname}
            title={layout.title}
            modules={modules}
            views={mobileOutletViews}
            renderers={renderers}
          />
        </main>
      </div>
      {pageWidgets}
    </LayoutShellProvider>
  );
}
