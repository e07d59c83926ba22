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
  const cut = column.ellipsis && text !== '';
  const shown = (
    <span
      className="suite-table-card-value"
      role={cut ? 'button' : undefined}
      tabIndex={cut ? 0 : undefined}
      aria-expanded={cut ? open : undefined}
      onKeyDown={(event) => {
        if (cut && (event.key === 'Enter' || event.key === ' ')) {
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
      {/* the popover stays around the value (its tap opens it): mounted on the tap, the value
          would be a new element and the same tap, reaching the document, would close it at once */}
      {cut ? (
        <Popover content={text} visible={open} onVisibleChange={setOpen} trigger="click" placement="top">
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
          <CopyIcon />
        </button>
      )}
    </>
  );
}

/** Two sheets, one over the other: the copy button's icon (a glyph would need a font that has it). */
function CopyIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="5" y="5" width="9" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path
        d="M3.5 11H3a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1v.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
    </svg>
  );
}
