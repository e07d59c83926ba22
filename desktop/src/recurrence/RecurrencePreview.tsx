import type { RecurrencePreview as PreviewView } from '@suite-ui/core';
import { Typography, theme } from 'antd';

export interface RecurrencePreviewProps {
  preview: PreviewView;
}

/** The rule's sentence and its next occurrences (or why there are none). */
export function RecurrencePreview({ preview }: RecurrencePreviewProps) {
  const { token } = theme.useToken();
  const border = `1px solid ${token.colorBorderSecondary}`;
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
        // a plain list: antd 6 deprecates its List component
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, border, borderRadius: token.borderRadiusLG }}>
          {preview.items.map((item, index) => (
            <li
              key={item.value}
              data-testid="recurrence-preview-item"
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 16,
                padding: `${token.paddingXS}px ${token.padding}px`,
                borderTop: index === 0 ? undefined : border,
              }}
            >
              <span>
                {item.label} {item.weekday}
              </span>
              {item.note && <Typography.Text type="secondary">{item.note}</Typography.Text>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
