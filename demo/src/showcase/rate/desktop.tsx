import { Rate } from '@suite-ui/desktop';
import { Card, Space } from 'antd';
import { useT } from '@suite-ui/core/react';

export default function RateDesktopShowcase() {
  const t = useT();
  return (
    <Space orientation="vertical" size="large">
      <Card title={t('rate.title')} data-testid="showcase-rate">
        <Rate defaultValue={3} />
      </Card>
      <Card title={t('rate.demo.half')}>
        <Rate defaultValue={2.5} />
      </Card>
      <Card title={t('rate.readOnly')}>
        <Rate value={4} readOnly />
      </Card>
    </Space>
  );
}
