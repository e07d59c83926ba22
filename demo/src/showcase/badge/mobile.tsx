import { useT } from '@suite-ui/core/react';
import { Badge } from '@suite-ui/mobile';
import { Button, List, Space } from 'antd-mobile';
import { useState } from 'react';

export default function BadgeMobileShowcase() {
  const t = useT();
  const [count, setCount] = useState(98);
  return (
    <List header={t('badge.demo.count')} data-testid="showcase-badge">
      <List.Item>
        <Space style={{ '--gap': '24px' }} align="center">
          <Badge count={count} testId="badge-count">
            <div
              style={{ width: 40, height: 40, borderRadius: 8, background: 'var(--adm-color-fill-content)' }}
            />
          </Badge>
          <Button size="small" onClick={() => setCount((n) => n + 1)} data-testid="badge-add">
            {t('badge.demo.add')}
          </Button>
          <Button size="small" onClick={() => setCount(0)}>
            {t('badge.demo.clear')}
          </Button>
        </Space>
      </List.Item>
    </List>
  );
}
