import type { SortableItem, SortPlan } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { SortableList } from '@suite-ui/desktop';
import { Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { STAGES, describePlan, labelled } from './data';

export default function SortDesktopShowcase() {
  const t = useT();
  const tt = t as (key: string) => string;
  const [items, setItems] = useState<SortableItem[]>(STAGES);
  const [sent, setSent] = useState<SortPlan<SortableItem> | null>(null);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 560 }}>
      <Card title={t('sort.title')} data-testid="showcase-sort">
        <Typography.Paragraph type="secondary">{t('sort.demo.hint')}</Typography.Paragraph>
        <SortableList
          items={labelled(items, tt)}
          module="bcw"
          aria-label={t('sort.demo.stages')}
          onChange={(next, plan) => {
            setItems(next);
            setSent(plan);
          }}
        />
        <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
          {t('sort.demo.sent')}{' '}
          <Typography.Text code data-testid="sort-sent">
            {describePlan(sent)}
          </Typography.Text>
        </Typography.Paragraph>
      </Card>
      <Card title={t('sort.demo.readOnly')}>
        <SortableList items={labelled(STAGES.slice(0, 3), tt)} readOnly data-testid="sortable-readonly" />
      </Card>
    </Space>
  );
}
