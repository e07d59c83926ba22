import type { TableRow } from '@suite-ui/core';
import { useTable, type TableSkinProps } from '@suite-ui/core/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, DotLoading, Empty, ErrorBlock, Space } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { MobileColumnSettings } from './MobileColumnSettings';

/** Props of the mobile `Table`. */
export interface TableProps extends TableSkinProps {
  /** Height of the scrolling list (px or a CSS length; default: the screen below the nav bar and toolbar). */
  height?: number | string;
}

const LINE = 22;
const PAD = 24;

/**
 * The mobile table (spec 2.3): a card per row with the visible columns as label and value, the
 * column settings in a popup, and the next page loaded near the end (threshold 10 rows, spec 9).
 * Only the cards in view are in the DOM.
 */
export function Table({ height = 'calc(100dvh - 110px)', ...props }: TableProps) {
  const table = useTable({ paginationType: 'more', ...props, platform: 'mobile' });
  const testId = props['data-testid'] ?? 'table';
  const scroller = useRef<HTMLDivElement>(null);
  const cardHeight = PAD + Math.max(1, table.columns.length) * LINE + 8;
  const virtualizer = useVirtualizer({
    count: table.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => cardHeight,
    overscan: 4,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;
  const { rangeChanged } = table.pagination;
  useEffect(() => rangeChanged(lastIndex), [rangeChanged, lastIndex]);
  useEffect(() => virtualizer.measure(), [virtualizer, cardHeight]);
  return (
    <div className="suite-table-mobile" data-testid={testId}>
      {table.toolbar.visible && (
        <Space style={{ padding: '8px 12px' }} align="center">
          <Button size="small" onClick={table.settings.open} data-testid={`${testId}-settings`}>
            {table.toolbar.settings}
          </Button>
          <span style={{ color: 'var(--adm-color-weak)' }} data-testid={`${testId}-total`}>
            {table.pagination.totalText}
          </span>
          <span role="status" data-testid={`${testId}-notice`}>
            {table.notice?.text}
          </span>
        </Space>
      )}
      {table.error && (
        <ErrorBlock status="default" title={table.errorTitle} description={table.error}>
          <Button color="primary" size="small" onClick={table.retry}>
            {table.retryLabel}
          </Button>
        </ErrorBlock>
      )}
      {!table.loading && table.rows.length === 0 && !table.error && <Empty description={table.emptyText} />}
      <div
        ref={scroller}
        aria-busy={table.loading}
        data-testid={`${testId}-list`}
        style={{ height, overflow: 'auto', position: 'relative' }}
      >
        <div
          role={table.rows.length > 0 ? 'list' : undefined}
          aria-label={table.title}
          style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
        >
          {items.map((item) => {
            const row = table.rows[item.index] as TableRow;
            return (
              <div
                key={table.keyOf(row)}
                role="listitem"
                data-testid={`${testId}-card`}
                data-key={table.keyOf(row)}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: cardHeight - 8,
                  transform: `translateY(${item.start}px)`,
                  margin: '0 12px',
                  padding: '12px',
                  background: 'var(--adm-color-background)',
                  border: '1px solid var(--adm-color-border)',
                  borderRadius: 8,
                  boxSizing: 'border-box',
                  overflow: 'hidden',
                }}
              >
                {table.columns.map((column) => (
                  <div
                    key={column.dataIndex}
                    data-column={column.dataIndex}
                    style={{ display: 'flex', gap: 8, lineHeight: `${LINE}px`, whiteSpace: 'nowrap' }}
                  >
                    <span
                      style={{
                        color: 'var(--adm-color-weak)',
                        flex: '0 0 96px',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                      }}
                    >
                      {column.title}
                    </span>
                    <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                      {String(row[column.dataIndex] ?? '')}
                    </span>
                  </div>
                ))}
              </div>
            );
          })}
        </div>
        <div
          style={{ textAlign: 'center', padding: 12, color: 'var(--adm-color-weak)' }}
          data-testid={`${testId}-more`}
        >
          {table.loading ? (
            <span>
              {table.pagination.loadMoreText}
              <DotLoading />
            </span>
          ) : table.pagination.hasMore ? (
            <Button size="small" fill="none" onClick={table.pagination.more}>
              {table.pagination.loadMoreText}
            </Button>
          ) : (
            table.rows.length > 0 && table.pagination.noMoreText
          )}
        </div>
      </div>
      <MobileColumnSettings settings={table.settings} testId={testId} />
    </div>
  );
}
