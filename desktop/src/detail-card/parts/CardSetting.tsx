import { SettingOutlined } from '@ant-design/icons';
import type { DetailCardView } from '@suite-ui/core/detail-card';
import { Button, Popover } from 'antd';
import { lazy, Suspense, useEffect } from 'react';

const CardSettingContent = lazy(() => import('./CardSettingContent'));

/** The card's setting part (loaded lazily): a button opening the setting content. */
export default function CardSetting({ view }: { view: DetailCardView }) {
  const { partLoaded } = view;
  useEffect(() => partLoaded('setting'), [partLoaded]);
  return (
    <Popover
      trigger="click"
      open={view.settingOpen}
      onOpenChange={(open) => (open ? view.openSetting() : view.closeSetting())}
      title={view.settingTitle}
      placement="bottomRight"
      content={
        <Suspense fallback={null}>
          <CardSettingContent view={view} />
        </Suspense>
      }
    >
      <Button icon={<SettingOutlined />} aria-label={view.settingLabel} data-testid="detail-card-setting" />
    </Popover>
  );
}
