import { useT } from '@suite-ui/core/react';
import { Rate } from '@suite-ui/mobile';
import { Card } from 'antd-mobile';

/** The component a plugin claims at /calendar/satisfaction (mobile), loaded as its own chunk. */
export default function Satisfaction({ score }: { score?: number }) {
  const t = useT();
  return (
    <Card title={t('layout.demo.satisfaction')} data-testid="satisfaction" style={{ margin: 12 }}>
      <Rate value={score ?? 0} readOnly />
    </Card>
  );
}
