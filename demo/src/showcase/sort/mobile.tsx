import type { SortableItem, SortPlan } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { SortableList } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { STAGES, describePlan, labelled } from './data';

export default function SortMobileShowcase() {
  const t = useT();
  const tt = t as (key: string) => string;
  const [items, setItems] = useState<SortableItem[]>(STAGES);
  const [sent, setSent] = useState<SortPlan<SortableItem> | null>(null);
  return (
    <List header={t('sort.title')} data-testid="showcase-sort">
      <List.Item description={t('sort.demo.hint')}>
        <SortableList
          items={labelled(items, tt)}
          module="bcw"
          aria-label={t('sort.demo.stages')}
          onChange={(next, plan) => {
            setItems(next);
            setSent(plan);
          }}
        />
      </List.Item>
      <List.Item title={t('sort.demo.sent')}>
        <code data-testid="sort-sent" style={{ wordBreak: 'break-all', fontSize: 12 }}>
          {describePlan(sent)}
        </code>
      </List.Item>
    </List>
  );
}
