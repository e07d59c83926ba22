import { TreeSelect } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { useDemoTrees } from '../tree/data';

export default function TreeSelectMobileShowcase() {
  const { t, org, big } = useDemoTrees();
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <div data-testid="showcase-tree-select">
      <List header={t('tree-select.demo.single')} />
      <TreeSelect testId="tree-select-single" nodes={org} defaultExpandedKeys={['hq']} onChange={setPicked} />
      <div style={{ padding: '8px 12px' }} data-testid="tree-select-single-value">
        {t('tree-select.demo.value', { keys: picked.join(', ') || '—' })}
      </div>
      <List header={t('tree-select.demo.multiple')} />
      <TreeSelect testId="tree-select-multiple" nodes={org} multiple defaultValue={['fe']} />
      <List header={t('tree-select.demo.big')} />
      <TreeSelect testId="tree-select-big" nodes={big} multiple />
      <List header={t('tree-select.demo.loading')} />
      <TreeSelect testId="tree-select-loading" nodes={[]} loading />
    </div>
  );
}
