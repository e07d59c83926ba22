import { useT } from '@suite-ui/core/react';
import { Button, Card, Descriptions, Space, Typography, message } from 'antd';
import { settingText, useNoticeDemo } from './use-notice-demo';

export default function UpgradeNoticeDesktopShowcase() {
  const t = useT();
  const [toast, toastHolder] = message.useMessage();
  const { state, deploy, resetAndReload, switchToShortInterval } = useNoticeDemo();
  const onDeploy = async () => {
    const module = await deploy();
    if (module) void toast.success(t('upgrade-notice.demo.deployed', { module }));
    else void toast.error(t('upgrade-notice.demo.deployFailed'));
  };
  return (
    <Card title={t('upgrade-notice.title')} data-testid="showcase-upgrade-notice" style={{ maxWidth: 720 }}>
      {toastHolder}
      <Typography.Paragraph>{t('upgrade-notice.demo.intro')}</Typography.Paragraph>
      <Descriptions
        column={1}
        bordered
        size="small"
        // a share of the card, not a fixed width: on a phone a 280 px label left the value a character wide
        styles={{ label: { width: '40%' } }}
        style={{ marginBottom: 16 }}
      >
        <Descriptions.Item label={t('upgrade-notice.demo.interval')}>
          <span data-testid="demo-interval">
            {t('upgrade-notice.demo.intervalValue', { seconds: state.intervalSeconds ?? 900 })}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('upgrade-notice.demo.snoozeUntil')}>
          <span data-testid="demo-snooze">{state.snoozeUntil ?? t('upgrade-notice.demo.notSet')}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('upgrade-notice.demo.neverFlag')}>
          <span data-testid="demo-never">
            {t(state.neverFlag ? 'upgrade-notice.demo.set' : 'upgrade-notice.demo.notSet')}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('upgrade-notice.demo.serverSetting')}>
          <span data-testid="demo-setting">{t(settingText(state.serverSetting))}</span>
        </Descriptions.Item>
      </Descriptions>
      <Space wrap>
        <Button type="primary" onClick={onDeploy} data-testid="demo-deploy">
          {t('upgrade-notice.demo.deploy')}
        </Button>
        <Button onClick={switchToShortInterval}>{t('upgrade-notice.demo.shortInterval')}</Button>
        <Button onClick={resetAndReload}>{t('upgrade-notice.demo.reset')}</Button>
      </Space>
    </Card>
  );
}
