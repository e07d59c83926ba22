import type { RecurrenceChange } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { RecurrenceEditor, type RecurrenceEditorHandle } from '@suite-ui/mobile';
import { Button, List } from 'antd-mobile';
import { useRef, useState } from 'react';

export default function RecurrenceMobileShowcase() {
  const t = useT();
  const editor = useRef<RecurrenceEditorHandle>(null);
  const [change, setChange] = useState<RecurrenceChange | null>(null);
  return (
    <div data-testid="showcase-recurrence">
      <RecurrenceEditor ref={editor} onChange={(_, next) => setChange(next)} />
      <div style={{ padding: 12 }}>
        <Button
          block
          color="primary"
          data-testid="recurrence-validate"
          onClick={() => void editor.current?.validate()}
        >
          {t('recurrence.validate')}
        </Button>
      </div>
      <List header={t('recurrence.ruleText')}>
        <List.Item>
          <code data-testid="recurrence-rrule" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {change?.rrule ?? ''}
          </code>
        </List.Item>
      </List>
    </div>
  );
}
