import type { TableColumnView, TableView } from '@suite-ui/core';
import { copyText } from '@suite-ui/core/dom';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { VISUALLY_HIDDEN } from '../shared/visually-hidden';

/** How long the copy button says "copied" (ms). */
const COPIED_MS = 1500;

/** Props of `CopyButton`. */
export interface CopyButtonProps {
  /** The text to copy (the cell's shown text). */
  text: string;
  /** The button's accessible name. */
  label: string;
  /** The feedback texts (`TableView.copy`). */
  feedback: TableView['copy'];
  testId: string;
}

/**
 * A cell's copy button (a column's `copyable`): a plain button reached by Tab, the icon turning
 * to a tick and a polite status saying "copied" (or that the copy failed) for a moment.
 */
export function CopyButton({ text, label, feedback, testId }: CopyButtonProps) {
  const [done, setDone] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => setDone(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [done]);
  const said = done === 'copied' ? feedback.copiedText : done === 'failed' ? feedback.failedText : '';
  return (
    <>
      <Tooltip title={said} open={done !== null}>
        <button
          type="button"
          className="suite-table-copy"
          aria-label={label}
          data-testid={`${testId}-copy`}
          data-copied={done ?? undefined}
          onClick={(event) => {
            // the row's own click (selection, editing) is not a copy
            event.stopPropagation();
            void copyText(text).then((ok) => setDone(ok ? 'copied' : 'failed'));
          }}
        >
          {done === 'copied' ? <CheckOutlined /> : <CopyOutlined />}
        </button>
      </Tooltip>
      <span role="status" className={`${VISUALLY_HIDDEN} suite-table-copy-status`}>
        {said}
      </span>
    </>
  );
}

/**
 * One line of text cut with an ellipsis, the whole text in a tooltip on hover and on focus (it is
 * focusable for that). The tooltip is mounted only while wanted: a windowed body draws many cells.
 */
export function EllipsisText({ text, children }: { text: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const span = (
    <span
      className="suite-table-ellipsis"
      tabIndex={text ? 0 : undefined}
      onMouseEnter={() => setShown(true)}
      onMouseLeave={() => setShown(false)}
      onFocus={() => setShown(true)}
      onBlur={() => setShown(false)}
    >
      {children}
    </span>
  );
  return shown && text ? (
    <Tooltip title={text} open>
      {span}
    </Tooltip>
  ) : (
    span
  );
}

/** A cell with a copy button or an ellipsis (or both) around what it draws. */
export function OptionCell({
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
  const text = column.textOf(value);
  const body = column.ellipsis ? <EllipsisText text={text}>{children}</EllipsisText> : children;
  if (!column.copyable || !text) return <>{body}</>;
  return (
    <span className="suite-table-option-cell">
      {body}
      <CopyButton text={text} label={column.copyLabel} feedback={feedback} testId={testId} />
    </span>
  );
}
