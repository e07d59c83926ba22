import { useT } from '@suite-ui/core/react';
import { Cascader } from '@suite-ui/mobile';
import { List, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { loadUnits, useTopUnits } from './units';

export default function CascaderMobileShowcase() {
  const t = useT();
  const units = useTopUnits();
  const [chosen, setChosen] = useState('');
  if (!units) return <Skeleton.Paragraph animated />;
  return (
    <div data-testid="showcase-cascader">
      <List header={t('cascader.demo.async')}>
        <List.Item data-testid="cascader-async-chosen">
          {t('cascader.demo.chosen', { value: chosen || '—' })}
        </List.Item>
      </List>
      <Cascader
        testId="cascader-async"
        options={units}
        loadChildren={loadUnits}
        onChange={(_, titles) => setChosen(titles.join(' / '))}
      />
    </div>
  );
}
