import { useT } from '@suite-ui/core/react';
import { RelationField } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { CARD_ID, DEMO_MOBILE_DETAIL_LINK, LINKED_TASKS } from './data';

export default function RelationMobileShowcase() {
  const t = useT();
  return (
    <List header={t('relation.title')} data-testid="showcase-relation">
      <List.Item description={t('relation.demo.card')}>
        <RelationField
          kind="task"
          entityId={CARD_ID}
          module="crm"
          value={LINKED_TASKS}
          detailLink={DEMO_MOBILE_DETAIL_LINK}
        />
      </List.Item>
      <List.Item>
        <RelationField kind="document" entityId={CARD_ID} module="crm" />
      </List.Item>
      <List.Item>
        <RelationField kind="calendar" entityId={CARD_ID} module="crm" />
      </List.Item>
    </List>
  );
}
