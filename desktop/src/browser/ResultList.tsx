import type { BrowserView } from '@suite-ui/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, Empty, Result, Spin, Tag, theme } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

const ROW_HEIGHT = 52;
const ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The dialog's result list: virtualized rows (only those on screen are in the DOM), arrow keys, Enter. */
export function ResultList({ browser, height }: { browser: BrowserView; height: number }) {
  const { list, texts, multiple } = browser;
  const { token } = theme.useToken();
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
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
        className="suite-browser-state"
        data-testid="browser-list-state"
        data-status={list.status}
        style={{ height }}
      >
        {list.status === 'loading' && <Spin description={texts.loading} />}
        {list.status === 'empty' && <Empty description={texts.empty} />}
        {list.status === 'error' && (
          <Result
            status="warning"
            title={texts.error}
            extra={
              <Button type="primary" onClick={list.retry} data-testid="browser-retry">
                {texts.retry}
              </Button>
            }
          />
        )}
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const move = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (move !== 0) {
      event.preventDefault();
      const next = Math.min(Math.max(active + move, 0), list.rows.length - 1);
      setActive(next);
      virtualizer.scrollToIndex(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      list.rows[active]?.toggle();
    }
  };

  return (
    <div
      ref={scroller}
      className="suite-browser-results"
      role="listbox"
      aria-label={list.label}
      aria-multiselectable={multiple}
      aria-activedescendant={list.rows[active] ? `browser-row-${list.rows[active].id}` : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="browser-results"
      data-total={list.total}
      aria-busy={list.refreshing}
      style={{ height, overflow: 'auto', position: 'relative', outlineOffset: -2 }}
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
              <div
                key="more"
                style={{ ...style, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
              >
                {list.moreFailed ? (
                  <Button size="small" onClick={list.retry} data-testid="browser-retry-more">
                    {texts.retry}
                  </Button>
                ) : (
                  <Spin size="small" description={texts.loadingMore} />
                )}
              </div>
            );
          }
          return (
            <div
              key={row.id}
              id={`browser-row-${row.id}`}
              role="option"
              aria-selected={row.selected}
              className={`suite-browser-row${item.index === active ? ' is-active' : ''}`}
              data-testid="browser-row"
              data-id={row.id}
              onClick={() => {
                setActive(item.index);
                row.toggle();
              }}
              style={{
                ...style,
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                padding: '0 12px',
                cursor: 'pointer',
              }}
            >
              {/* plain elements: rows re-render on every keystroke, antd's Checkbox and measured ellipsis cost 3x more */}
              {multiple && (
                <input
                  type="checkbox"
                  checked={row.selected}
                  readOnly
                  tabIndex={-1}
                  aria-hidden
                  style={{ margin: 0 }}
                />
              )}
              <div style={{ minWidth: 0, flex: 1 }}>
                <div style={{ ...ELLIPSIS, fontWeight: row.selected ? 600 : 400 }}>{row.title}</div>
                <div style={{ ...ELLIPSIS, fontSize: 12, color: token.colorTextSecondary }}>
                  {row.details.join(' · ')}
                </div>
              </div>
              {row.finishedText && <Tag color="green">{row.finishedText}</Tag>}
              {row.deletedText && <Tag color="red">{row.deletedText}</Tag>}
            </div>
          );
        })}
      </div>
      <span
        className="suite-browser-sr"
        aria-live="polite"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {list.totalText}
      </span>
    </div>
  );
}
