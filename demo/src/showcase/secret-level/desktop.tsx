import type { SecretLevelValue } from '@suite-ui/core';
import { useLocale, useT } from '@suite-ui/core/react';
import { SecretLevelSelect } from '@suite-ui/desktop';
import { Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { periodPattern } from './pattern';

const failing = { fetchOptions: () => Promise.reject(new Error('unavailable')) };

export default function SecretLevelDesktopShowcase() {
  const t = useT();
  const locale = useLocale();
  const [value, setValue] = useState<SecretLevelValue>({});
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 640 }}>
      <Card title={t('secret-level.title')} data-testid="showcase-secret-level">
        <Typography.Paragraph type="secondary">{t('secret-level.demo.employee')}</Typography.Paragraph>
        <SecretLevelSelect
          employeeId="u2"
          required
          value={value}
          onChange={setValue}
          data-testid="secret-level-main"
        />
      </Card>
      <Card title={t('secret-level.demo.pattern')}>
        <SecretLevelSelect
          employeeId="u1"
          pattern={periodPattern(locale)}
          data-testid="secret-level-pattern"
        />
      </Card>
      <Card title={t('secret-level.demo.server')}>
        <SecretLevelSelect employeeId="u1" module="document" attachment data-testid="secret-level-server" />
      </Card>
      <Card title={t('secret-level.demo.filter')}>
        <SecretLevelSelect
          employeeId="admin"
          filter={{ level: 2, mode: 'atOrAbove' }}
          useDefault={false}
          data-testid="secret-level-filter"
        />
      </Card>
      <Card title={t('secret-level.demo.failed')}>
        <SecretLevelSelect services={failing} data-testid="secret-level-failed" />
      </Card>
      <Card title={t('secret-level.demo.readOnly')}>
        <SecretLevelSelect
          readOnly
          options={[{ id: 3, name: t('secret-level.demo.readOnlyLevel') }]}
          value={{ secretLevel: 3, secretLevelValidity: t('secret-level.demo.readOnlyPeriod') }}
          data-testid="secret-level-readonly"
        />
      </Card>
    </Space>
  );
}
