import type { BrowserRowView, BrowserView, IndexGroup } from '@suite-ui/core';
import { Button, DotLoading, IndexBar, InfiniteScroll } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { PullRefresh } from '../shared/PullRefresh';
import { ResultRowBody, toggleOnKey } from './ResultRow';

/**
 * The people and organisation picker's rows under an A–Z index (issue 38, antd-mobile `IndexBar`),
 * letters by the pinyin of the name; the next page loads at the end, a pull reloads the first.
 */
export function IndexedResultList({
  browser,
  groups,
}: {
  browser: BrowserView;
  groups: readonly IndexGroup<BrowserRowView>[];
}) {
  const { list, texts, multiple } = browser;
  const hasMore = list.rows.length < list.total && !list.moreFailed;
  return (
    <div style={{ flex: 1, minHeight: 0 }} data-testid="browser-index">
      <PullRefresh onRefresh={list.refresh} refreshing={list.refreshing} testId="browser-pull" fill>
        <div
          role="listbox"
          aria-label={list.label}
          aria-multiselectable={multiple}
          aria-busy={list.refreshing}
          data-testid="browser-results"
          data-total={list.total}
          style={{ height: '100%', opacity: list.refreshing ? 0.6 : 1 }}
        >
          <IndexBar sticky style={{ height: '100%' }}>
            {groups.map((group, index) => (
              <IndexBar.Panel key={group.letter} index={group.letter} title={group.letter}>
                <div
                  role="group"
                  aria-label={group.letter}
                  data-testid="browser-index-group"
                  data-letter={group.letter}
                >
                  {group.items.map((row) => (
                    <div
                      key={row.id}
                      style={{
                        display: 'flex',
                        alignItems: 'center',
                        minHeight: 56,
                        borderBottom: '1px solid var(--adm-color-border)',
                      }}
                    >
                      <div
                        role="option"
                        aria-selected={row.selected}
                        tabIndex={0}
                        data-testid="browser-row"
                        data-id={row.id}
                        onClick={row.toggle}
                        onKeyDown={toggleOnKey(row)}
                        style={{
                          flex: 1,
                          minWidth: 0,
                          display: 'flex',
                          alignItems: 'center',
                          gap: 8,
                          padding: '0 12px',
                        }}
                      >
                        <ResultRowBody row={row} multiple={multiple} />
                      </div>
                      {row.link && (
                        <a
                          href={row.link.href}
                          {...(row.link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                          aria-label={row.link.label}
                          data-testid="browser-row-link"
                          data-id={row.id}
                          style={{ padding: 10, color: 'var(--adm-color-primary)' }}
                        >
                          <RightOutline aria-hidden />
                        </a>
                      )}
                    </div>
                  ))}
                  {/* the next page when the end of the last letter scrolls into view */}
                  {hasMore && index === groups.length - 1 && (
                    <InfiniteScroll
                      hasMore={!list.loadingMore}
                      loadMore={async () => list.rangeChanged(list.rows.length - 1)}
                    >
                      <span>
                        {texts.loadingMore}
                        <DotLoading />
                      </span>
                    </InfiniteScroll>
                  )}
                </div>
              </IndexBar.Panel>
            ))}
          </IndexBar>
        </div>
      </PullRefresh>
      {list.moreFailed && (
        <div style={{ textAlign: 'center', padding: 8 }}>
          <Button size="small" onClick={list.retry} data-testid="browser-retry-more">
            {texts.retry}
          </Button>
        </div>
      )}
    </div>
  );
}
