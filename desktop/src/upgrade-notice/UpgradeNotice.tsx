import { useUpgradeNotice, type UseUpgradeNoticeOptions } from '@suite-ui/core/react';
import { Button, Modal, Space, Typography } from 'antd';

/** Options of the desktop notice: the hook's, the platform aside (the watermark/popup pages are mobile only). */
export type UpgradeNoticeProps = Omit<UseUpgradeNoticeOptions, 'platform' | 'special'>;

/**
 * The system-upgrade notice of a desktop page (spec 4, 8, 9): checks `/build/htmlversion.json` every
 * 15 minutes and, when a module changed, asks to refresh now, not for now (quiet 3 h) or never again.
 * Mounted once by the root layout.
 */
export function UpgradeNotice(props: UpgradeNoticeProps) {
  const notice = useUpgradeNotice({ ...props, platform: 'desktop' });
  const { texts } = notice;
  return (
    <Modal
      open={notice.open}
      title={texts.title}
      onCancel={notice.dismiss}
      mask={{ closable: false }}
      centered
      destroyOnHidden
      rootClassName="suite-upgrade-notice"
      wrapProps={{ 'data-testid': 'upgrade-notice' }}
      footer={
        <Space wrap style={{ justifyContent: 'flex-end' }}>
          {texts.neverRemind && (
            <Button onClick={notice.neverRemind} data-testid="upgrade-notice-never">
              {texts.neverRemind}
            </Button>
          )}
          <Button onClick={notice.snooze} title={texts.notNowDetail} data-testid="upgrade-notice-not-now">
            {texts.notNow}
          </Button>
          <Button type="primary" autoFocus onClick={notice.refreshNow} data-testid="upgrade-notice-refresh">
            {texts.refreshNow}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph
        data-testid="upgrade-notice-content"
        data-modules={notice.changedModules.join(',')}
      >
        {texts.content}
      </Typography.Paragraph>
      {texts.hint && (
        <Typography.Text type="secondary" data-testid="upgrade-notice-hint">
          {texts.hint}
        </Typography.Text>
      )}
    </Modal>
  );
}
