import type { BrowserView } from '@suite-ui/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, DotLoading, Empty, ErrorBlock, Tag } from 'antd-mobile';
import { useEffect, useRef } from 'react';

const ROW_HEIGHT = 56;

/** The page's result list: virtualized rows, the next page near the end, loading/empty/error states. */
export function MobileResultList({ browser }: { browser: BrowserView }) {
  const { list, texts, multiple } = browser;
  const scroller = useRef<HTMLDivElement>(null);
  const count = list.rows.length + (list.loadingMore || list.moreFailed ? 1 : 0);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;
  useEffect(() => list.rangeChanged(lastIndex), [list, lastIndex]);

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
  return (
    <div
      ref={scroller}
      role="listbox"
      aria-label={list.label}
      aria-multiselectable={multiple}
      data-testid="browser-results"
      data-total={list.total}
      aria-busy={list.refreshing}
      style={{ flex: 1, overflow: 'auto', position: 'relative' }}
    >
      <div
        style={{
          height: virtualizer.getTotalSize(),
          position: 'relative',
          opacity: list.refreshing ? 0.6 : 1,
        }}
      >
        {items.map((item) => {
          const row = list.rows[item.index];
          const style = {
            position: 'absolute' as const,
            top: 0,
            left: 0,
            right: 0,
            height: item.size,
            transform: `translateY(${item.start}px)`,
          };
          if (!row) {
            return (
              <div key="more" style={{ ...style, textAlign: 'center', paddingTop: 16 }}>
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
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  row.toggle();
                }
              }}
              style={{
                ...style,
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                padding: '0 12px',
                borderBottom: '1px solid var(--adm-color-border)',
              }}
            >
              {multiple && (
                <input
                  type="checkbox"
                  checked={row.selected}
                  readOnly
                  aria-hidden
                  tabIndex={-1}
                  style={{ margin: 0 }}
                />
              )}
              <div style={{ minWidth: 0, flex: 1 }}>
                <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {row.title}
                </div>
                <div
                  style={{
                    fontSize: 12,
                    color: 'var(--adm-color-text-secondary)',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {row.details.join(' · ')}
                </div>
              </div>
              {row.finishedText && <Tag color="success">{row.finishedText}</Tag>}
              {row.deletedText && <Tag color="danger">{row.deletedText}</Tag>}
            </div>
          );
        })}
      </div>
    </div>
  );
}
