import type { BrowserView } from '@suite-ui/core';
import { useVirtualRows } from '@suite-ui/core/react';
import { Button, DotLoading, Empty, ErrorBlock } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { PullRefresh } from '../shared/PullRefresh';
import { ResultRowBody, toggleOnKey } from './ResultRow';

const ROW_HEIGHT = 56;
// a touch target of 36 px beside the row
const LINK_SIZE = 36;

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
      <div
        data-testid="browser-list-state"
        data-status={list.status}
        style={{ flex: 1, padding: 24, textAlign: 'center' }}
      >
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
    <div ref={setScroller} style={{ flex: 1, overflow: 'auto', position: 'relative' }}>
      <PullRefresh onRefresh={list.refresh} refreshing={list.refreshing} testId="browser-pull">
        {/* the links are placed in this box, so a pull moves them with their rows */}
        <div style={{ position: 'relative' }}>
          <div
            role="listbox"
            aria-label={list.label}
            aria-multiselectable={multiple}
            data-testid="browser-results"
            data-total={list.total}
            aria-busy={list.refreshing}
            style={{
              height: totalHeight,
              position: 'relative',
              opacity: list.refreshing ? 0.6 : 1,
            }}
          >
            {rows.map((item) => {
              const row = list.rows[item.index];
              const { style } = item;
              if (!row) {
                return (
                  <div
                    key="more"
                    role="presentation"
                    style={{ ...style, textAlign: 'center', paddingTop: 16 }}
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
                  style={{
                    ...style,
                    display: 'flex',
                    alignItems: 'center',
                    gap: 8,
                    // room for the record's link drawn beside the option
                    padding: row.link ? `0 ${12 + LINK_SIZE + 4}px 0 12px` : '0 12px',
                    borderBottom: '1px solid var(--adm-color-border)',
                  }}
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
              style={{
                position: 'absolute',
                top: start + (size - LINK_SIZE) / 2,
                right: 8,
                width: LINK_SIZE,
                height: LINK_SIZE,
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                color: 'var(--adm-color-primary)',
              }}
            >
              <RightOutline aria-hidden />
            </a>
          ))}
        </div>
      </PullRefresh>
    </div>
  );
}
