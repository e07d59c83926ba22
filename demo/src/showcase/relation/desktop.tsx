import { useT } from '@suite-ui/core/react';
import { RelationField } from '@suite-ui/desktop';
import { Card, Space, Typography } from 'antd';
import { CARD_ID, DEMO_DETAIL_LINK, LINKED_DOCUMENTS, LINKED_TASKS } from './data';

export default function RelationDesktopShowcase() {
  const t = useT();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 640 }}>
      <Card title={t('relation.title')} data-testid="showcase-relation">
        <Typography.Paragraph type="secondary">{t('relation.demo.card')}</Typography.Paragraph>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <RelationField
            kind="task"
            entityId={CARD_ID}
            module="crm"
            value={LINKED_TASKS}
            detailLink={DEMO_DETAIL_LINK}
          />
          <RelationField kind="document" entityId={CARD_ID} module="crm" detailLink={DEMO_DETAIL_LINK} />
          <RelationField kind="mainline" entityId={CARD_ID} module="crm" />
          <RelationField kind="calendar" entityId={CARD_ID} module="crm" />
          <RelationField kind="customer" entityId={CARD_ID} module="crm" />
        </Space>
      </Card>
      <Card title={t('relation.demo.secret')}>
        <RelationField
          kind="document"
          entityId={CARD_ID}
          module="crm"
          value={LINKED_DOCUMENTS}
          formSecretLevel={20}
          detailLink={DEMO_DETAIL_LINK}
          data-testid="relation-secret"
        />
      </Card>
      <Card title={t('relation.demo.free')}>
        <RelationField
          kind="task"
          entityId={CARD_ID}
          value={LINKED_TASKS}
          moduleFree
          data-testid="relation-free"
        />
      </Card>
    </Space>
  );
}
