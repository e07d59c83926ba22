import type { BrowserRowView } from '@suite-ui/core';
import { Tag } from 'antd-mobile';

/** What a result row shows: its check box (multiple choice), title, details and status tags. */
export function ResultRowBody({ row, multiple }: { row: BrowserRowView; multiple: boolean }) {
  return (
    <>
      {multiple && (
        <input
          type="checkbox"
          checked={row.selected}
          readOnly
          aria-hidden
          tabIndex={-1}
          className="suite-m-browser__check"
        />
      )}
      <div className="suite-m-browser__row-text">
        <div className="suite-m-browser__row-title">{row.title}</div>
        <div className="suite-m-browser__row-details">{row.details.join(' · ')}</div>
      </div>
      {row.finishedText && <Tag color="success">{row.finishedText}</Tag>}
      {row.deletedText && <Tag color="danger">{row.deletedText}</Tag>}
    </>
  );
}

/** The option's keyboard: Enter and Space toggle it, as a click does. */
export function toggleOnKey(row: BrowserRowView) {
  return (event: { key: string; preventDefault(): void }) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      row.toggle();
    }
  };
}
