import type { BrowserTreeNodeView, BrowserView } from '@suite-ui/core';
import { useDialogRoute, useIndexLetters } from '@suite-ui/core/react';
import { Button, Checkbox, Popup, SearchBar, Tabs, Tag } from 'antd-mobile';
import { IndexedResultList } from './IndexedResultList';
import { MobileResultList } from './MobileResultList';
import './browser.css';

function flatten(
  nodes: readonly BrowserTreeNodeView[],
  depth = 0,
): { key: string; title: string; depth: number }[] {
  return nodes.flatMap((node) => [
    { key: node.key, title: node.title, depth },
    ...flatten(node.children, depth + 1),
  ]);
}

/**
 * The mobile picker: a full-screen page opened by pushing the current route plus the dialog suffix
 * and an id (spec 2.2); the back button closes it.
 */
export function BrowserPage({ browser, routeId }: { browser: BrowserView; routeId: string }) {
  const { dialog, search, tabs, tree, subordinate, selected, multiple } = browser;
  useDialogRoute(dialog.open, routeId, dialog.cancel);
  // people and organisation units under an A–Z index, once the pinyin data has loaded (on open)
  const indexGroups = useIndexLetters(browser.list.rows, dialog.open ? browser.type : '', search.keyword);
  return (
    <Popup visible={dialog.open} position="right" bodyClassName="suite-m-browser__popup" destroyOnClose>
      {/* the page's content leaves with the route, not after the closing animation */}
      {dialog.open && (
        <div
          role="dialog"
          aria-label={dialog.title}
          data-testid="browser-dialog"
          className="suite-m-browser__page"
        >
          <header className="suite-m-browser__header">
            <Button size="small" fill="none" onClick={dialog.cancel} data-testid="browser-cancel">
              {dialog.backLabel}
            </Button>
            <h2 className="suite-m-browser__title">{dialog.title}</h2>
            <span className="suite-m-browser__header-end" />
          </header>
          <div className="suite-m-browser__search">
            <SearchBar
              placeholder={search.placeholder}
              value={search.keyword}
              onChange={search.set}
              data-testid="browser-search"
              aria-label={search.placeholder}
            />
          </div>
          {tabs.length > 1 && (
            <Tabs
              activeKey={tabs.find((tab) => tab.active)?.key}
              onChange={(key) => tabs.find((tab) => tab.key === key)?.select()}
            >
              {tabs.map((tab) => (
                <Tabs.Tab
                  key={tab.key}
                  title={<span data-testid={`browser-tab-${tab.key}`}>{tab.label}</span>}
                />
              ))}
            </Tabs>
          )}
          {tree.visible && tree.status === 'ready' && (
            <nav aria-label={tree.label} data-testid="browser-tree" className="suite-m-browser__tree">
              {flatten(tree.nodes).map((node) => (
                <Button
                  key={node.key}
                  size="mini"
                  color={node.key === tree.selectedKey ? 'primary' : 'default'}
                  onClick={() => tree.select(node.key === tree.selectedKey ? null : node.key)}
                  className="suite-m-browser__tree-node"
                  data-testid="browser-tree-node"
                >
                  {node.title}
                </Button>
              ))}
            </nav>
          )}
          {subordinate.available && (
            <div className="suite-m-browser__sub">
              <Checkbox
                checked={subordinate.checked}
                onChange={subordinate.toggle}
                data-testid="browser-include-sub"
              >
                {subordinate.label}
              </Checkbox>
            </div>
          )}
          {browser.maxNotice && (
            <div role="alert" data-testid="browser-max" className="suite-m-browser__max">
              {browser.maxNotice}
            </div>
          )}
          {indexGroups && browser.list.status === 'ready' ? (
            <IndexedResultList browser={browser} groups={indexGroups} />
          ) : (
            <MobileResultList browser={browser} />
          )}
          {multiple && (
            <footer data-testid="browser-selected" className="suite-m-browser__footer">
              <div className="suite-m-browser__picks">
                {selected.items.map((item) => (
                  <Tag
                    key={item.id}
                    color="primary"
                    fill="outline"
                    data-testid="browser-selected-item"
                    data-id={item.id}
                  >
                    {item.link ? (
                      <a
                        href={item.link.href}
                        {...(item.link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                        className="suite-m-browser__tag-link"
                        data-testid="browser-selected-link"
                      >
                        {item.label}
                      </a>
                    ) : (
                      item.label
                    )}
                    <button
                      type="button"
                      aria-label={item.removeLabel}
                      onClick={item.remove}
                      className="suite-m-browser__tag-remove"
                    >
                      ×
                    </button>
                  </Tag>
                ))}
              </div>
              <Button color="primary" size="small" onClick={dialog.confirm} data-testid="browser-ok">
                {dialog.okLabel} ({selected.count})
              </Button>
            </footer>
          )}
        </div>
      )}
    </Popup>
  );
}
