import type { RouteClaim } from '@suite-ui/core';
import { browserStorage } from '@suite-ui/core/dom';
import {
  LayoutShellProvider,
  RouteOutlet,
  useLayoutBoxes,
  useLayoutTabs,
  useRootLayoutShell,
  type LayoutModules,
  type LayoutShellOptions,
  type MultiTabSettings,
  type OutletRenderers,
} from '@suite-ui/core/react';
import { Drawer, Grid, Layout } from 'antd';
import { useState, type ReactNode } from 'react';
import { BoxToggle } from './BoxToggle';
import { LayoutTabs } from './LayoutTabs';
import { SideResizer } from './SideResizer';
import {
  contentStyle,
  headerStyle,
  narrowContentStyle,
  narrowHeaderStyle,
  rootStyle,
  sideContentStyle,
  sideStyle,
  togglesStyle,
} from './styles';
import { desktopOutletViews } from './views';

/** The side drawer's width on a phone (the side box's stored width is for larger screens). */
const DRAWER_WIDTH = 280;

export interface RootLayoutProps {
  /** Module loader map: module name → dynamic import of the module's page (its main router). */
  modules: LayoutModules;
  /** Menu entries that claim paths; they win over plugin claims (spec 2.1). */
  menuClaims?: readonly RouteClaim[];
  /** How host-dependent targets render: micro-app / micro-frontend mount functions, ecode, cross-module widgets, component registry. */
  renderers?: OutletRenderers;
  /** Multi-tab settings; without them the content is not wrapped in tabs. */
  multiTab?: MultiTabSettings;
  /** Top navigation box (hideable). */
  header?: ReactNode;
  /** Side box, 200 wide by default (hideable, resizable, width kept per box). */
  side?: ReactNode;
  /** Footer box (hideable). */
  footer?: ReactNode;
  /**
   * Page-wide widgets mounted once, outside the routed content and the tabs, so route changes
   * never remount them: the watermark, the upgrade notice, global dialogs.
   */
  pageWidgets?: ReactNode;
  /** Location source, API client, plugin loader and functions for layout actions. */
  shell?: LayoutShellOptions;
  /** Names the stored box widths (default `root`). */
  layoutId?: string;
}

/**
 * The desktop root layout (spec 2.1): decides from the path what to show (menu claim, plugin
 * claim, custom logic, module or 404), optionally in tabs with a right-click menu, between
 * hideable header, side and footer boxes.
 */
export function RootLayout({
  modules,
  menuClaims,
  renderers,
  multiTab,
  header,
  side,
  footer,
  pageWidgets,
  shell: shellOptions,
  layoutId = 'root',
}: RootLayoutProps) {
  const { shell, layout } = useRootLayoutShell({ shell: shellOptions, modules, menuClaims });
  const [storage] = useState(() => browserStorage('local'));
  const boxes = useLayoutBoxes(storage, layoutId);
  const tabs = useLayoutTabs({ multiTab, layout, onNavigate: shell.host.navigate });
  // Below antd's md breakpoint (a phone) the side box is a drawer over the content, so the content
  // keeps the whole width; it opens from the side toggle and closes on the next navigation (it is
  // open for the path it was opened on). The stored shown/hidden state of the box is left alone.
  const screens = Grid.useBreakpoint();
  const narrow = screens.md === false;
  const sideAsDrawer = side !== undefined && narrow;
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = sideAsDrawer && drawerPath === layout.pathname;

  const renderContent = (path: string) => {
    const view = path === layout.pathname ? layout : layout.describe(path);
    return (
      <RouteOutlet
        content={view.content}
        pathname={view.pathname}
        title={view.title}
        modules={modules}
        views={desktopOutletViews}
        renderers={renderers}
      />
    );
  };

  return (
    <LayoutShellProvider shell={shell}>
      <Layout
        className="suite-root-layout"
        style={rootStyle}
        data-testid="root-layout"
        data-route-kind={layout.match.kind}
      >
        {header !== undefined && !boxes.header.hidden && (
          <Layout.Header className="suite-layout-header" style={narrow ? narrowHeaderStyle : headerStyle}>
            {header}
          </Layout.Header>
        )}
        <Layout
          className="suite-layout-body"
          hasSider={side !== undefined && !sideAsDrawer && !boxes.side.hidden}
        >
          {side !== undefined && !sideAsDrawer && !boxes.side.hidden && (
            <Layout.Sider
              width={boxes.side.width}
              theme="light"
              className="suite-layout-side"
              style={sideStyle}
              data-testid="layout-side"
            >
              <div className="suite-layout-side-content" style={sideContentStyle}>
                {side}
              </div>
              <SideResizer side={boxes.side} onResize={(width) => boxes.resize('side', width)} />
            </Layout.Sider>
          )}
          <Layout.Content
            className="suite-layout-content"
            style={narrow ? narrowContentStyle : contentStyle}
            data-testid="layout-content"
          >
            <div className="suite-layout-toggles" style={togglesStyle}>
              {side !== undefined &&
                (sideAsDrawer ? (
                  <BoxToggle
                    box={boxes.sideAsDrawer(drawerOpen)}
                    onToggle={() => setDrawerPath(drawerOpen ? null : layout.pathname)}
                  />
                ) : (
                  <BoxToggle box={boxes.side} onToggle={() => boxes.toggle('side')} />
                ))}
              {header !== undefined && (
                <BoxToggle box={boxes.header} onToggle={() => boxes.toggle('header')} />
              )}
              {footer !== undefined && (
                <BoxToggle box={boxes.footer} onToggle={() => boxes.toggle('footer')} />
              )}
            </div>
            {tabs.enabled ? (
              <LayoutTabs tabs={tabs} layout={layout} renderContent={renderContent} />
            ) : (
              renderContent(layout.pathname)
            )}
          </Layout.Content>
        </Layout>
        {footer !== undefined && !boxes.footer.hidden && (
          <Layout.Footer className="suite-layout-footer">{footer}</Layout.Footer>
        )}
      </Layout>
      {sideAsDrawer && (
        <Drawer
          open={drawerOpen}
          placement="left"
          size={DRAWER_WIDTH}
          closable={false}
          onClose={() => setDrawerPath(null)}
          className="suite-layout-side-drawer"
          styles={{ body: { padding: 0 } }}
          data-testid="layout-side-drawer"
        >
          {side}
        </Drawer>
      )}
      {pageWidgets}
    </LayoutShellProvider>
  );
}
