import type { RecurrenceChange } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { RecurrenceEditor, type RecurrenceEditorHandle } from '@suite-ui/desktop';
import { Button, Card, Space } from 'antd';
import { useRef, useState } from 'react';

export default function RecurrenceDesktopShowcase() {
  const t = useT();
  const editor = useRef<RecurrenceEditorHandle>(null);
  const [change, setChange] = useState<RecurrenceChange | null>(null);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 760 }}>
      <Card
        title={t('recurrence.title')}
        data-testid="showcase-recurrence"
        extra={
          <Button data-testid="recurrence-validate" onClick={() => void editor.current?.validate()}>
            {t('recurrence.validate')}
          </Button>
        }
      >
        <RecurrenceEditor ref={editor} onChange={(_, next) => setChange(next)} />
      </Card>
      <Card title={t('recurrence.ruleText')} size="small">
        <pre data-testid="recurrence-rrule" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {change?.rrule ?? ''}
        </pre>
      </Card>
    </Space>
  );
}
