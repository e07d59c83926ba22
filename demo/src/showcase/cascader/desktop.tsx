import { useT } from '@suite-ui/core/react';
import { Cascader } from '@suite-ui/desktop';
import { Card, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { loadUnits, useTopUnits } from './units';

export default function CascaderDesktopShowcase() {
  const t = useT();
  const units = useTopUnits();
  const [chosen, setChosen] = useState('');
  const [any, setAny] = useState('');
  if (!units) return <Skeleton active />;
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 640 }}
      data-testid="showcase-cascader"
    >
      <Card title={t('cascader.demo.async')}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Cascader
            testId="cascader-async"
            options={units}
            loadChildren={loadUnits}
            onChange={(_, titles) => setChosen(titles.join(' / '))}
          />
          <Typography.Text data-testid="cascader-async-chosen">
            {t('cascader.demo.chosen', { value: chosen || '—' })}
          </Typography.Text>
        </Space>
      </Card>
      <Card title={t('cascader.demo.changeOnSelect')}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Cascader
            testId="cascader-any"
            options={units}
            loadChildren={loadUnits}
            changeOnSelect
            onChange={(_, titles) => setAny(titles.join(' / '))}
          />
          <Typography.Text data-testid="cascader-any-chosen">
            {t('cascader.demo.chosen', { value: any || '—' })}
          </Typography.Text>
        </Space>
      </Card>
    </Space>
  );
}
