import type { RecurrencePreview as PreviewView } from '@suite-ui/core';
import { List, Typography } from 'antd';

export interface RecurrencePreviewProps {
  preview: PreviewView;
}

/** The rule's sentence and its next occurrences (or why there are none). */
export function RecurrencePreview({ preview }: RecurrencePreviewProps) {
  return (
    <section
      className="suite-recurrence-preview"
      data-testid="recurrence-preview"
      aria-live="polite"
      style={{ marginTop: 24 }}
    >
      <Typography.Title level={5}>{preview.title}</Typography.Title>
      {preview.sentence && (
        <Typography.Paragraph strong data-testid="recurrence-sentence">
          {preview.sentence}
        </Typography.Paragraph>
      )}
      {preview.message ? (
        <Typography.Text type="secondary" data-testid="recurrence-preview-message">
          {preview.message}
        </Typography.Text>
      ) : (
        <List
          size="small"
          bordered
          dataSource={preview.items}
          rowKey={(item) => item.value}
          renderItem={(item) => (
            <List.Item data-testid="recurrence-preview-item">
              <span>
                {item.label} {item.weekday}
              </span>
              {item.note && <Typography.Text type="secondary">{item.note}</Typography.Text>}
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
