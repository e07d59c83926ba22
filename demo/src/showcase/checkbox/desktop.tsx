import { Checkbox } from '@suite-ui/desktop';
import { Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useCheckboxOptions } from './options';

export default function CheckboxDesktopShowcase() {
  const { t, topics, days, channels, valueText } = useCheckboxOptions();
  const [value, setValue] = useState<string[]>(['sales']);
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 640 }}
      data-testid="showcase-checkbox"
    >
      <Card title={t('checkbox.demo.vertical')}>
        <Checkbox
          label={t('checkbox.demo.topics')}
          options={topics}
          value={value}
          onChange={setValue}
          max={3}
          required
          layout="vertical"
          testId="checkbox-topics"
        />
        <Typography.Text type="secondary" data-testid="checkbox-topics-value">
          {valueText(value)}
        </Typography.Text>
      </Card>
      <Card title={t('checkbox.demo.grid')}>
        <Checkbox
          label={t('checkbox.demo.days')}
          options={days}
          layout="grid"
          defaultValue={['mon']}
          testId="checkbox-days"
        />
      </Card>
      <Card title={t('checkbox.demo.horizontal')}>
        <Checkbox label={t('checkbox.demo.channels')} options={channels} testId="checkbox-channels" />
      </Card>
      <Card title={t('checkbox.demo.states')}>
        <Checkbox
          label={t('checkbox.demo.readOnly')}
          options={topics}
          value={['sales', 'hr']}
          readOnly
          testId="checkbox-read"
        />
        <Checkbox
          label={t('checkbox.demo.disabled')}
          options={channels}
          value={['email']}
          disabled
          testId="checkbox-disabled"
        />
      </Card>
    </Space>
  );
}
