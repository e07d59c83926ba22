import { Input } from '@suite-ui/desktop';
import { useT } from '@suite-ui/core/react';
import { Card, Space, Typography } from 'antd';
import { useState } from 'react';

export default function InputDesktopShowcase() {
  const t = useT();
  const [name, setName] = useState('');
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 560 }}
      data-testid="showcase-input"
    >
      <Card title={t('input.demo.basic')}>
        <Input label={t('input.demo.name')} required maxLength={20} onChange={setName} testId="input-name" />
        <Input label={t('input.demo.remark')} showCount testId="input-remark" />
        <Typography.Text type="secondary" data-testid="input-name-value">
          {t('input.demo.value', { value: name })}
        </Typography.Text>
      </Card>
      <Card title={t('input.demo.states')}>
        <Input
          label={t('input.demo.readOnly')}
          value={t('input.demo.sampleDept')}
          readOnly
          testId="input-read"
        />
        <Input label={t('input.demo.readOnlyEmpty')} readOnly testId="input-read-empty" />
        <Input
          label={t('input.demo.disabled')}
          value={t('input.demo.sampleUser')}
          disabled
          testId="input-disabled"
        />
        <Input
          label={t('input.demo.code')}
          defaultValue="PRJ-001"
          error={t('input.demo.errorText')}
          testId="input-error"
        />
      </Card>
    </Space>
  );
}
