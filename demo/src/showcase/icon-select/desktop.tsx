import { useT } from '@suite-ui/core/react';
import { IconSelector } from '@suite-ui/desktop';
import { Card } from 'antd';

export default function IconSelectDesktopShowcase() {
  const t = useT();
  return (
    <Card title={t('icon-select.demo.pick')} data-testid="showcase-icon-select" style={{ maxWidth: 900 }}>
      <IconSelector testId="icon-select" defaultValue="workflow" />
    </Card>
  );
}
