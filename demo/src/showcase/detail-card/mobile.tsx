import { useT } from '@suite-ui/core/react';
import { DetailCard } from '@suite-ui/mobile';
import { Selector, Switch } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { DEMO_MOBILE_DETAIL_LINK } from '../relation/data';
import { hostCard, refreshHostRelated, type Say } from './host-card';
import { DEMO_RECORDS } from './kinds';

const HOST = 'host';

export default function DetailCardMobileShowcase() {
  const t = useT();
  const say = t as Say;
  const [choice, setChoice] = useState('0');
  const [hoverEdit, setHoverEdit] = useState(false);
  const record = DEMO_RECORDS[Number(choice)] ?? DEMO_RECORDS[0];
  const card = useMemo(() => hostCard(say), [say]);
  return (
    <div data-testid="showcase-detail-card">
      <div style={{ padding: 12 }}>
        <p style={{ margin: '0 0 8px', color: 'var(--adm-color-weak)' }}>
          {t(choice === HOST ? 'detail-card.demo.host.intro' : 'detail-card.demo.related')}
        </p>
        <Selector
          aria-label={t('detail-card.demo.record')}
          value={[choice]}
          onChange={(value) => value[0] !== undefined && setChoice(value[0])}
          options={[
            ...DEMO_RECORDS.map((r, i) => ({ value: String(i), label: t(r.label) })),
            { value: HOST, label: t('detail-card.demo.host') },
          ]}
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
      {choice === HOST ? (
        <DetailCard
          key={HOST}
          card={card}
          onRefreshRelated={() => refreshHostRelated(say)}
          detailLink={DEMO_MOBILE_DETAIL_LINK}
          hoverEdit={hoverEdit}
        />
      ) : (
        <DetailCard
          key={record.kind}
          source={{ kind: record.kind, id: record.id, module: record.module }}
          detailLink={DEMO_MOBILE_DETAIL_LINK}
          hoverEdit={hoverEdit}
        />
      )}
    </div>
  );
}
