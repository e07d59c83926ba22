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
    <div className="suite-m-browser__index" data-testid="browser-index">
      <PullRefresh onRefresh={list.refresh} refreshing={list.refreshing} testId="browser-pull" fill>
        <div
          role="listbox"
          aria-label={list.label}
          aria-multiselectable={multiple}
          aria-busy={list.refreshing}
          data-testid="browser-results"
          data-total={list.total}
          className="suite-m-browser__index-results"
        >
          <IndexBar sticky className="suite-m-browser__index-bar">
            {groups.map((group, index) => (
              <IndexBar.Panel key={group.letter} index={group.letter} title={group.letter}>
                <div
                  role="group"
                  aria-label={group.letter}
                  data-testid="browser-index-group"
                  data-letter={group.letter}
                >
                  {group.items.map((row) => (
                    <div key={row.id} className="suite-m-browser__index-row">
                      <div
                        role="option"
                        aria-selected={row.selected}
                        tabIndex={0}
                        data-testid="browser-row"
                        data-id={row.id}
                        onClick={row.toggle}
                        onKeyDown={toggleOnKey(row)}
                        className="suite-m-browser__index-option"
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
                          className="suite-m-browser__index-link"
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
        <div className="suite-m-browser__retry-more">
          <Button size="small" onClick={list.retry} data-testid="browser-retry-more">
            {texts.retry}
          </Button>
        </div>
      )}
    </div>
  );
}
