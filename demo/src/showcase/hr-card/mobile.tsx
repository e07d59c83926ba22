import { useT } from '@suite-ui/core/react';
import { HrCardHost, HrCardLink } from '@suite-ui/mobile';
import { List, Switch } from 'antd-mobile';
import { useState } from 'react';
import { TARGETS } from './targets';

export default function HrCardMobileShowcase() {
  const t = useT();
  const [disabled, setDisabled] = useState(false);
  return (
    <div data-testid="showcase-hr-card">
      <List header={t('hr-card.title')}>
        <List.Item
          extra={
            <Switch checked={disabled} onChange={setDisabled} aria-label={t('browser.demo.hrCardsOff')} />
          }
        >
          {t('browser.demo.hrCardsOff')}
        </List.Item>
      </List>
      <HrCardHost key={String(disabled)} disabled={disabled}>
        <List header={t('browser.demo.hrCards')}>
          {TARGETS.map((target) => (
            <List.Item key={target.id}>
              <HrCardLink {...target} />
            </List.Item>
          ))}
        </List>
      </HrCardHost>
    </div>
  );
}
