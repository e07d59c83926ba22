import { useLocale, useT } from '@suite-ui/core/react';
import { SecretLevelSelect } from '@suite-ui/mobile';
import { List } from 'antd-mobile';
import { periodPattern } from './pattern';

const failing = { fetchOptions: () => Promise.reject(new Error('unavailable')) };

export default function SecretLevelMobileShowcase() {
  const t = useT();
  const locale = useLocale();
  return (
    <List header={t('secret-level.title')} data-testid="showcase-secret-level">
      <List.Item description={t('secret-level.demo.employee')}>
        <SecretLevelSelect employeeId="u2" required data-testid="secret-level-main" />
      </List.Item>
      <List.Item description={t('secret-level.demo.pattern')}>
        <SecretLevelSelect
          employeeId="u1"
          pattern={periodPattern(locale)}
          data-testid="secret-level-pattern"
        />
      </List.Item>
      <List.Item description={t('secret-level.demo.server')}>
        <SecretLevelSelect employeeId="u1" module="document" attachment data-testid="secret-level-server" />
      </List.Item>
      <List.Item description={t('secret-level.demo.failed')}>
        <SecretLevelSelect services={failing} data-testid="secret-level-failed" />
      </List.Item>
    </List>
  );
}
