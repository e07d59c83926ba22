import type { BrowserView } from '@suite-ui/core';
import { useVirtualRows } from '@suite-ui/core/react';
import { Button, DotLoading, Empty, ErrorBlock } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import type { CSSProperties } from 'react';
import { PullRefresh } from '../shared/PullRefresh';
import { ResultRowBody, toggleOnKey } from './ResultRow';

const ROW_HEIGHT = 56;

/** A row's place in the virtual list (and its link's, beside it), read by browser.css. */
function place(start: number, size: number): CSSProperties {
  return {
    '--suite-m-browser-row-start': `${start}px`,
    '--suite-m-browser-row-size': `${size}px`,
  } as CSSProperties;
}

/** The page's result list: virtualized rows, the next page near the end, loading/empty/error states. */
export function MobileResultList({ browser }: { browser: BrowserView }) {
  const { list, texts, multiple } = browser;
  const { setScroller, totalHeight, rows } = useVirtualRows({
    count: list.rows.length + (list.loadingMore || list.moreFailed ? 1 : 0),
    rowHeight: ROW_HEIGHT,
    overscan: 4,
    onRangeChange: list.rangeChanged,
  });

  if (list.status !== 'ready') {
    return (
      <div data-testid="browser-list-state" data-status={list.status} className="suite-m-browser__state">
        {list.status === 'loading' && (
          <span>
            {texts.loading}
            <DotLoading />
          </span>
        )}
        {list.status === 'empty' && <Empty description={texts.empty} />}
        {list.status === 'error' && (
          <ErrorBlock status="default" title={texts.error} description="">
            <Button color="primary" onClick={list.retry} data-testid="browser-retry">
              {texts.retry}
            </Button>
          </ErrorBlock>
        )}
      </div>
    );
  }
  const links = rows.flatMap((item) => {
    const row = list.rows[item.index];
    return row?.link ? [{ row, link: row.link, start: item.start, size: item.size }] : [];
  });
  return (
    <div ref={setScroller} className="suite-m-browser__scroller">
      <PullRefresh onRefresh={list.refresh} refreshing={list.refreshing} testId="browser-pull">
        {/* the links are placed in this box, so a pull moves them with their rows */}
        <div className="suite-m-browser__rows">
          <div
            role="listbox"
            aria-label={list.label}
            aria-multiselectable={multiple}
            data-testid="browser-results"
            data-total={list.total}
            aria-busy={list.refreshing}
            className="suite-m-browser__results"
            style={{ '--suite-m-browser-total': `${totalHeight}px` } as CSSProperties}
          >
            {rows.map((item) => {
              const row = list.rows[item.index];
              if (!row) {
                return (
                  <div
                    key="more"
                    role="presentation"
                    className="suite-m-browser__more"
                    style={place(item.start, item.size)}
                  >
                    {list.moreFailed ? (
                      <Button size="small" onClick={list.retry} data-testid="browser-retry-more">
                        {texts.retry}
                      </Button>
                    ) : (
                      <span>
                        {texts.loadingMore}
                        <DotLoading />
                      </span>
                    )}
                  </div>
                );
              }
              return (
                <div
                  key={row.id}
                  role="option"
                  aria-selected={row.selected}
                  tabIndex={0}
                  data-testid="browser-row"
                  data-id={row.id}
                  onClick={row.toggle}
                  onKeyDown={toggleOnKey(row)}
                  // room for the record's link drawn beside the option
                  data-link={row.link ? '' : undefined}
                  className="suite-m-browser__row"
                  style={place(item.start, item.size)}
                >
                  <ResultRowBody row={row} multiple={multiple} />
                </div>
              );
            })}
          </div>
          {/* a record's link sits beside its option, not in it: an option holds nothing interactive */}
          {links.map(({ row, link, start, size }) => (
            <a
              key={row.id}
              href={link.href}
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              aria-label={link.label}
              data-testid="browser-row-link"
              data-id={row.id}
              className="suite-m-browser__row-link"
              style={place(start, size)}
            >
              <RightOutline aria-hidden />
            </a>
          ))}
        </div>
      </PullRefresh>
    </div>
  );
}
