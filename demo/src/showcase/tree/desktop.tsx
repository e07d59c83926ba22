import { Tree } from '@suite-ui/desktop';
import { Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useDemoTrees } from './data';

export default function TreeDesktopShowcase() {
  const { t, org, big } = useDemoTrees();
  const [selected, setSelected] = useState('');
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 720 }}
      data-testid="showcase-tree"
    >
      <Card title={t('tree.demo.org')}>
        <Tree
          testId="tree-org"
          nodes={org}
          checkable
          defaultExpandedKeys={['hq']}
          onSelect={setSelected}
          height={220}
        />
        <Typography.Text data-testid="tree-org-selected">
          {t('tree.demo.selected', { key: selected || '—' })}
        </Typography.Text>
      </Card>
      <Card title={t('tree.demo.drag')}>
        <Tree
          testId="tree-drag"
          nodes={org}
          draggable
          searchable={false}
          defaultExpandedKeys={['hq', 'rd']}
          height={220}
        />
      </Card>
      <Card title={t('tree.demo.big')}>
        <Tree testId="tree-big" nodes={big} checkable />
      </Card>
    </Space>
  );
}
