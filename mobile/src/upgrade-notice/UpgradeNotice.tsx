import { useUpgradeNotice, type UseUpgradeNoticeOptions } from '@suite-ui/core/react';
import { Dialog } from 'antd-mobile';

/** Options of the mobile notice: the hook's, the platform aside (mobile has no check interval). */
export type UpgradeNoticeProps = Omit<UseUpgradeNoticeOptions, 'platform' | 'checkIntervalMs'>;

const testId = (id: string) => ({ 'data-testid': id });

/**
 * The system-upgrade notice of a mobile page (spec 4, 5, 8, 9): checks `/build/htmlversion.json` on
 * load and each time the page becomes visible again and, when a module changed, asks to refresh now
 * or not for now (quiet 24 h). Mounted once by the root layout; off on the watermark and popup pages.
 */
export function UpgradeNotice(props: UpgradeNoticeProps) {
  const notice = useUpgradeNotice({ ...props, platform: 'mobile' });
  const { texts } = notice;
  return (
    <Dialog
      visible={notice.open}
      title={texts.title}
      aria-label={texts.title}
      content={
        <div data-testid="upgrade-notice-content" data-modules={notice.changedModules.join(',')}>
          {texts.content}
        </div>
      }
      closeOnMaskClick
      onClose={notice.dismiss}
      destroyOnClose
      className="suite-upgrade-notice"
      maskClassName="suite-upgrade-notice-mask"
      actions={[
        [
          { key: 'not-now', text: texts.notNow, onClick: notice.snooze, ...testId('upgrade-notice-not-now') },
          {
            key: 'refresh',
            text: texts.refreshNow,
            bold: true,
            onClick: notice.refreshNow,
            ...testId('upgrade-notice-refresh'),
          },
        ],
      ]}
    />
  );
}
