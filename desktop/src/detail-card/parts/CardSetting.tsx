import { SettingOutlined } from '@ant-design/icons';
import type { DetailCardView } from '@suite-ui/core/detail-card';
import { Button, Popover } from 'antd';
import { lazy, Suspense } from 'react';

const CardSettingContent = lazy(() => import('./CardSettingContent'));

/** The card's setting part (loaded lazily): a button opening the setting content. */
export default function CardSetting({ view }: { view: DetailCardView }) {
  return (
    <Popover
      trigger="click"
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
