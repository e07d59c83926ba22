import { useT } from '@suite-ui/core/react';
import { DetailCard } from '@suite-ui/mobile';
import { Selector, Switch } from 'antd-mobile';
import { useState } from 'react';
import { DEMO_MOBILE_DETAIL_LINK } from '../relation/data';
import { DEMO_RECORDS } from './kinds';

export default function DetailCardMobileShowcase() {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [hoverEdit, setHoverEdit] = useState(false);
  const record = DEMO_RECORDS[index] ?? DEMO_RECORDS[0];
  return (
    <div data-testid="showcase-detail-card">
      <div style={{ padding: 12 }}>
        <p style={{ margin: '0 0 8px', color: 'var(--adm-color-weak)' }}>{t('detail-card.demo.related')}</p>
        <Selector
          aria-label={t('detail-card.demo.record')}
          value={[String(index)]}
          onChange={(value) => value[0] !== undefined && setIndex(Number(value[0]))}
          options={DEMO_RECORDS.map((r, i) => ({ value: String(i), label: t(r.label) }))}
        />
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 8 }}>
          <Switch
            checked={hoverEdit}
            onChange={setHoverEdit}
            aria-label={t('form.hoverEdit')}
            data-testid="demo-hover-edit"
          />
          <span aria-hidden>{t('form.hoverEdit')}</span>
        </div>
      </div>
      <DetailCard
        key={record.kind}
        source={{ kind: record.kind, id: record.id, module: record.module }}
        detailLink={DEMO_MOBILE_DETAIL_LINK}
        hoverEdit={hoverEdit}
      />
    </div>
  );
}
