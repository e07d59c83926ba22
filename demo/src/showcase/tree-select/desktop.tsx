import { TreeSelect } from '@suite-ui/desktop';
import { Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useDemoTrees } from '../tree/data';

export default function TreeSelectDesktopShowcase() {
  const { t, org, big } = useDemoTrees();
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 720 }}
      data-testid="showcase-tree-select"
    >
      <Card title={t('tree-select.demo.single')}>
        <TreeSelect
          testId="tree-select-single"
          nodes={org}
          defaultExpandedKeys={['hq']}
          onChange={setPicked}
        />
        <Typography.Paragraph
          style={{ marginTop: 8, marginBottom: 0 }}
          data-testid="tree-select-single-value"
        >
          {t('tree-select.demo.value', { keys: picked.join(', ') || '—' })}
        </Typography.Paragraph>
      </Card>
      <Card title={t('tree-select.demo.multiple')}>
        <TreeSelect testId="tree-select-multiple" nodes={org} multiple defaultValue={['fe']} />
      </Card>
      <Card title={t('tree-select.demo.big')}>
        <TreeSelect testId="tree-select-big" nodes={big} multiple />
      </Card>
      <Card title={t('tree-select.demo.loading')}>
        <TreeSelect testId="tree-select-loading" nodes={[]} loading />
      </Card>
    </Space>
  );
}
