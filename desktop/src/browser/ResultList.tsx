import { ExportOutlined } from '@ant-design/icons';
import type { BrowserRowView, BrowserView } from '@suite-ui/core';
import { useVirtualRows } from '@suite-ui/core/react';
import { Button, Empty, Result, Spin, Tag } from 'antd';
import { memo, useCallback, useEffect, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { CheckMark } from './CheckMark';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';

const ROW_HEIGHT = 52;

/** A row's place in the virtual list (and its link's, beside it), read by browser.css. */
function place(start: number, size: number): CSSProperties {
  return {
    '--suite-browser-row-start': `${start}px`,
    '--suite-browser-row-size': `${size}px`,
  } as CSSProperties;
}

interface ResultListProps {
  list: BrowserView['list'];
  texts: BrowserView['texts'];
  multiple: boolean;
  height: number;
  /** The dialog is open (it is kept while closed): each opening starts at the first row. */
  open: boolean;
}

/** The dialog's result list: virtualized rows (only those on screen are in the DOM), arrow keys, Enter. */
export const ResultList = memo(function ResultList({ list, texts, multiple, height, open }: ResultListProps) {
  const [active, setActive] = useState(0);
  const virtual = useVirtualRows({
    count: list.rows.length + (list.loadingMore || list.moreFailed ? 1 : 0),
    rowHeight: ROW_HEIGHT,
    overscan: 2,
    // the dialog is still hidden while its content mounts (the first measure says 0): the first rows
    // render with the list at its known height, not a frame later
    height,
    onRangeChange: list.rangeChanged,
  });
  useEffect(() => {
    if (open) setActive(0);
  }, [open]);
  const pick = useCallback((row: BrowserRowView) => {
    setActive(row.index);
    row.toggle();
  }, []);

  const heightStyle = { '--suite-browser-height': `${height}px` } as CSSProperties;
  if (list.status !== 'ready') {
    return (
      <div
        className="suite-browser-state"
        data-testid="browser-list-state"
        data-status={list.status}
        style={heightStyle}
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
      virtual.scrollToIndex(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      list.rows[active]?.toggle();
    }
  };

  const links = virtual.rows.flatMap((item) => {
    const row = list.rows[item.index];
    return row?.link ? [{ row, link: row.link, start: item.start, size: item.size }] : [];
  });

  return (
    <>
      <div ref={virtual.setScroller} className="suite-browser-scroller" style={heightStyle}>
        <div
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
          style={{ '--suite-browser-total': `${virtual.totalHeight}px` } as CSSProperties}
        >
          {virtual.rows.map((item) => {
            const row = list.rows[item.index];
            if (!row) {
              return (
                <div
                  key="more"
                  role="presentation"
                  className="suite-browser__more"
                  style={place(item.start, item.size)}
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
              <ResultRow
                key={row.id}
                row={row}
                active={item.index === active}
                multiple={multiple}
                start={item.start}
                size={item.size}
                onPick={pick}
              />
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
            title={link.label}
            data-testid="browser-row-link"
            data-id={row.id}
            className="suite-browser__row-link"
            style={place(start, size)}
          >
            <ExportOutlined aria-hidden />
          </a>
        ))}
      </div>
      {/* beside the listbox, not in it: a listbox holds options only */}
      <span className={`${VISUALLY_HIDDEN} suite-browser-sr`} aria-live="polite">
        {list.totalText}
      </span>
    </>
  );
});

interface ResultRowProps {
  row: BrowserRowView;
  active: boolean;
  multiple: boolean;
  start: number;
  size: number;
  onPick(row: BrowserRowView): void;
}

// core keeps an unchanged row the same object, so a search or a pick re-renders only the rows it changed
const ResultRow = memo(function ResultRow({ row, active, multiple, start, size, onPick }: ResultRowProps) {
  return (
    <div
      id={`browser-row-${row.id}`}
      role="option"
      aria-selected={row.selected}
      className={`suite-browser-row${active ? ' is-active' : ''}`}
      data-testid="browser-row"
      data-id={row.id}
      // room for the record's link drawn beside the option
      data-link={row.link ? '' : undefined}
      onClick={() => onPick(row)}
      style={place(start, size)}
    >
      {/* plain elements: antd's Checkbox and measured ellipsis cost 3x more per row; the box is
          drawn, not an input, as an option holds nothing interactive (aria-selected says it) */}
      {multiple && <CheckMark checked={row.selected} />}
      <div className="suite-browser__row-text">
        <div className="suite-browser__row-title">{row.title}</div>
        <div className="suite-browser__row-details">{row.details.join(' · ')}</div>
      </div>
      {row.finishedText && <Tag color="green">{row.finishedText}</Tag>}
      {row.deletedText && <Tag color="red">{row.deletedText}</Tag>}
    </div>
  );
});
