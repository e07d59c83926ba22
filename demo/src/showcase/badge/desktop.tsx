import { useT } from '@suite-ui/core/react';
import { Badge } from '@suite-ui/desktop';
import { Avatar, Button, Card, Space } from 'antd';
import { useState } from 'react';

export default function BadgeDesktopShowcase() {
  const t = useT();
  const [count, setCount] = useState(98);
  return (
    <Card title={t('badge.demo.count')} data-testid="showcase-badge" style={{ maxWidth: 480 }}>
      <Space size="large">
        <Badge count={count} testId="badge-count">
          <Avatar shape="square" size="large" />
        </Badge>
        <Button onClick={() => setCount((n) => n + 1)} data-testid="badge-add">
          {t('badge.demo.add')}
        </Button>
        <Button onClick={() => setCount(0)}>{t('badge.demo.clear')}</Button>
      </Space>
    </Card>
  );
}
