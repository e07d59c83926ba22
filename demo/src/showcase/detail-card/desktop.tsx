import { useT } from '@suite-ui/core/react';
import { DetailCard } from '@suite-ui/desktop';
import { Segmented, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { DEMO_DETAIL_LINK } from '../relation/data';
import { DEMO_RECORDS } from './kinds';

export default function DetailCardDesktopShowcase() {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [hoverEdit, setHoverEdit] = useState(false);
  const record = DEMO_RECORDS[index] ?? DEMO_RECORDS[0];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="showcase-detail-card">
      <Typography.Paragraph type="secondary">{t('detail-card.demo.intro')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('detail-card.demo.related')}</Typography.Paragraph>
      <Space wrap>
        <Segmented
          aria-label={t('detail-card.demo.record')}
          value={index}
          onChange={(value) => setIndex(Number(value))}
          options={DEMO_RECORDS.map((r, i) => ({ value: i, label: t(r.label) }))}
          data-testid="demo-card-record"
        />
        <Switch
          checked={hoverEdit}
          onChange={setHoverEdit}
          aria-label={t('form.hoverEdit')}
          data-testid="demo-hover-edit"
        />
        <span>{t('form.hoverEdit')}</span>
      </Space>
      <DetailCard
        key={record.kind}
        source={{ kind: record.kind, id: record.id, module: record.module }}
        hoverEdit={hoverEdit}
        detailLink={DEMO_DETAIL_LINK}
      />
    </Space>
  );
}
