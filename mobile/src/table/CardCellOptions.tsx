import type { TableColumnView, TableView } from '@suite-ui/core';
import { copyText } from '@suite-ui/core/dom';
import { Popover, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';

/**
 * A card line's value with a copy button (a column's `copyable`, the toast says "copied") or cut
 * to one line with the whole text in a popover on a tap (a column's `ellipsis`), or both.
 */
export function CardCellOptions({
  column,
  value,
  feedback,
  testId,
  children,
}: {
  column: TableColumnView;
  value: unknown;
  feedback: TableView['copy'];
  testId: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const text = column.textOf(value);
  const shown = (
    <span
      className="suite-table-card-value"
      role={column.ellipsis && text ? 'button' : undefined}
      tabIndex={column.ellipsis && text ? 0 : undefined}
      onClick={() => column.ellipsis && text && setOpen((was) => !was)}
      onKeyDown={(event) => {
        if (column.ellipsis && text && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          setOpen((was) => !was);
        }
      }}
      data-testid={column.ellipsis ? `${testId}-ellipsis` : undefined}
    >
      {children}
    </span>
  );
  return (
    <>
      {/* the popover is mounted only while open: a list draws many lines */}
      {open ? (
        <Popover content={text} visible onVisibleChange={setOpen} trigger="click" placement="top">
          {shown}
        </Popover>
      ) : (
        shown
      )}
      {column.copyable && text && (
        <button
          type="button"
          className="suite-table-card-copy"
          aria-label={column.copyLabel}
          data-testid={`${testId}-copy`}
          onClick={() =>
            void copyText(text).then((ok) =>
              Toast.show(
                ok
                  ? { icon: 'success', content: feedback.copiedText }
                  : { icon: 'fail', content: feedback.failedText },
              ),
            )
          }
        >
          ⧉
        </button>
      )}
    </>
  );
}
