import { useT } from '@suite-ui/core/react';
import { Rate } from '@suite-ui/desktop';
import { Card } from 'antd';

/** The component a plugin claims at /calendar/satisfaction (desktop), loaded as its own chunk. */
export default function Satisfaction({ score }: { score?: number }) {
  const t = useT();
  return (
    <Card title={t('layout.demo.satisfaction')} data-testid="satisfaction">
      <Rate value={score ?? 0} readOnly />
    </Card>
  );
}
