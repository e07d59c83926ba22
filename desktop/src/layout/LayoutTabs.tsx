import type { RootLayoutPagesView, TabsView, TabView } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { Dropdown, Tabs, type MenuProps } from 'antd';
import type { ReactNode } from 'react';

export interface LayoutTabsProps {
  tabs: TabsView;
  /** The layout view, for each tab's title. */
  layout: RootLayoutPagesView;
  /** Renders a tab's content for its path. */
  renderContent(path: string): ReactNode;
}

function TabMenu({ tab, tabs, children }: { tab: TabView; tabs: TabsView; children: ReactNode }) {
  const t = useT();
  const menu = tabs.menu(tab.key);
  const items: MenuProps['items'] = [
    { key: 'refresh', label: t('layout.tabs.refresh'), disabled: !menu.canRefresh },
    { key: 'close', label: t('layout.tabs.close'), disabled: !menu.canClose },
    { key: 'closeOthers', label: t('layout.tabs.closeOthers'), disabled: !menu.canCloseOthers },
    { key: 'closeRight', label: t('layout.tabs.closeRight'), disabled: !menu.canCloseRight },
  ];
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    if (key === 'refresh') tabs.refresh(tab.key);
    if (key === 'close') tabs.close(tab.key);
    if (key === 'closeOthers') tabs.closeOthers(tab.key);
    if (key === 'closeRight') tabs.closeRight(tab.key);
  };
  return (
    <Dropdown
      trigger={['contextMenu']}
      rootClassName="suite-layout-tab-menu"
      menu={{ items, onClick, 'aria-label': t('layout.tabs.menu') }}
    >
      <span data-testid="layout-tab" data-tab-key={tab.key} data-active={tab.active}>
        {children}
      </span>
    </Dropdown>
  );
}

/** spec 2.1 multi-tab layout: one tab per open page, kept alive, with the right-click menu. */
export function LayoutTabs({ tabs, layout, renderContent }: LayoutTabsProps) {
  const t = useT();
  return (
    <Tabs
      className="suite-layout-tabs"
      data-testid="layout-tabs"
      aria-label={t('layout.tabs.label')}
      type="editable-card"
      hideAdd
      activeKey={tabs.activeKey ?? undefined}
      onChange={tabs.activate}
      onEdit={(key, action) => action === 'remove' && typeof key === 'string' && tabs.close(key)}
      items={tabs.tabs.map((tab) => ({
        key: tab.key,
        closable: tab.closable,
        label: (
          <TabMenu tab={tab} tabs={tabs}>
            {layout.describe(tab.path).title}
          </TabMenu>
        ),
        children: (
          <div
            key={tab.refreshCount}
            className="suite-layout-tab-pane"
            data-testid="layout-tab-pane"
            data-tab-key={tab.key}
          >
            {renderContent(tab.path)}
          </div>
        ),
      }))}
    />
  );
}
