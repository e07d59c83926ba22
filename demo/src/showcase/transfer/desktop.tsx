import { Transfer } from '@suite-ui/desktop';
import { Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { usePeople } from './items';

export default function TransferDesktopShowcase() {
  const { t, people } = usePeople();
  const [chosen, setChosen] = useState<string[]>(['p2']);
  return (
    <Space orientation="vertical" size="large" data-testid="showcase-transfer">
      <Card title={t('transfer.demo.basic')}>
        <Transfer
          testId="transfer-basic"
          items={people}
          defaultTargetKeys={['p2']}
          pageSize={8}
          onChange={setChosen}
        />
        <Typography.Text data-testid="transfer-basic-keys">
          {t('transfer.demo.keys', { keys: chosen.join(', ') || '—' })}
        </Typography.Text>
      </Card>
      <Card title={t('transfer.demo.oneWay')}>
        <Transfer testId="transfer-one-way" items={people.slice(0, 6)} oneWay />
      </Card>
    </Space>
  );
}
