import { useT } from '@suite-ui/core/react';
import { HrCardHost, HrCardLink } from '@suite-ui/desktop';
import { Card, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { TARGETS } from './targets';

export default function HrCardDesktopShowcase() {
  const t = useT();
  const [disabled, setDisabled] = useState(false);
  return (
    <Card title={t('hr-card.title')} data-testid="showcase-hr-card" style={{ maxWidth: 720 }}>
      <Typography.Paragraph>{t('browser.demo.hrCards')}</Typography.Paragraph>
      <Space style={{ marginBottom: 12 }}>
        <Switch
          checked={disabled}
          onChange={setDisabled}
          data-testid="demo-hr-card-off"
          aria-label={t('browser.demo.hrCardsOff')}
        />
        <span>{t('browser.demo.hrCardsOff')}</span>
      </Space>
      {/* the flag is read when the host mounts: a new host for a new flag */}
      <HrCardHost key={String(disabled)} disabled={disabled}>
        <Space wrap>
          {TARGETS.map((target) => (
            <HrCardLink key={target.id} {...target} />
          ))}
        </Space>
      </HrCardHost>
    </Card>
  );
}
