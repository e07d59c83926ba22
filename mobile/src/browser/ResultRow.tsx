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
          style={{ margin: 0 }}
        />
      )}
      <div style={{ minWidth: 0, flex: 1 }}>
        <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{row.title}</div>
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
