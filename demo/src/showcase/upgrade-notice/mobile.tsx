import { useT } from '@suite-ui/core/react';
import { Button, List, Space, Toast } from 'antd-mobile';
import { useNoticeDemo } from './use-notice-demo';

export default function UpgradeNoticeMobileShowcase() {
  const t = useT();
  const { state, deploy, resetAndReload } = useNoticeDemo();
  const onDeploy = async () => {
    const module = await deploy();
    Toast.show(
      module
        ? { icon: 'success', content: t('upgrade-notice.demo.deployed', { module }) }
        : { icon: 'fail', content: t('upgrade-notice.demo.deployFailed') },
    );
  };
  return (
    <div data-testid="showcase-upgrade-notice">
      <List header={t('upgrade-notice.title')}>
        <List.Item description={t('upgrade-notice.demo.mobileHint')}>
          <span style={{ fontSize: 'var(--adm-font-size-7)' }}>{t('upgrade-notice.demo.intro')}</span>
        </List.Item>
        <List.Item extra={t('upgrade-notice.demo.onVisible')}>{t('upgrade-notice.demo.interval')}</List.Item>
        <List.Item
          extra={
            <span data-testid="demo-snooze">{state.snoozeUntil ?? t('upgrade-notice.demo.notSet')}</span>
          }
        >
          {t('upgrade-notice.demo.snoozeUntil')}
        </List.Item>
      </List>
      <Space direction="vertical" block style={{ padding: 12, boxSizing: 'border-box' }}>
        <Button block color="primary" onClick={onDeploy} data-testid="demo-deploy">
          {t('upgrade-notice.demo.deploy')}
        </Button>
        <Button block onClick={resetAndReload}>
          {t('upgrade-notice.demo.reset')}
        </Button>
      </Space>
    </div>
  );
}
