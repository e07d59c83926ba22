import type { RecurrencePreview as PreviewView } from '@suite-ui/core';
import { List } from 'antd-mobile';

export interface RecurrencePreviewProps {
  preview: PreviewView;
}

/** The rule's sentence and its next occurrences (or why there are none). */
export function RecurrencePreview({ preview }: RecurrencePreviewProps) {
  return (
    <section className="suite-recurrence-preview" data-testid="recurrence-preview" aria-live="polite">
      <List header={preview.title}>
        {preview.sentence && (
          <List.Item>
            <strong data-testid="recurrence-sentence">{preview.sentence}</strong>
          </List.Item>
        )}
        {preview.message ? (
          <List.Item>
            <span data-testid="recurrence-preview-message" style={{ color: 'var(--adm-color-weak)' }}>
              {preview.message}
            </span>
          </List.Item>
        ) : (
          preview.items.map((item) => (
            <List.Item
              key={item.value}
              extra={item.weekday}
              description={item.note}
              data-testid="recurrence-preview-item"
            >
              {item.label}
            </List.Item>
          ))
        )}
      </List>
    </section>
  );
}
