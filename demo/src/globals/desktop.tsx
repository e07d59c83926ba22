// The page-wide widgets the desktop root mounts once (watermark, upgrade notice).
import { UpgradeNotice, Watermark } from '@suite-ui/desktop';
import { demoCheckIntervalMs, usePersonalRefreshNotice } from './upgrade-notice';
import { useDemoWatermark } from './watermark';

function PageWatermark() {
  const watermark = useDemoWatermark();
  return watermark && <Watermark {...watermark} />;
}

function PageUpgradeNotice() {
  const setting = usePersonalRefreshNotice();
  if (!setting.known) return null;
  return <UpgradeNotice refreshNotice={setting.refreshNotice} checkIntervalMs={demoCheckIntervalMs()} />;
}

export function DesktopGlobals() {
  return (
    <>
      <PageWatermark />
      <PageUpgradeNotice />
    </>
  );
}
