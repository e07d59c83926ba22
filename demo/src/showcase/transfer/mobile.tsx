import { Transfer } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { usePeople } from './items';

export default function TransferMobileShowcase() {
  const { t, people } = usePeople();
  const [chosen, setChosen] = useState<string[]>(['p2']);
  return (
    <div data-testid="showcase-transfer">
      <List header={t('transfer.demo.basic')}>
        <List.Item data-testid="transfer-basic-keys">
          {t('transfer.demo.keys', { keys: chosen.join(', ') || '—' })}
        </List.Item>
      </List>
      <Transfer
        testId="transfer-basic"
        items={people}
        defaultTargetKeys={['p2']}
        pageSize={6}
        onChange={setChosen}
      />
    </div>
  );
}
