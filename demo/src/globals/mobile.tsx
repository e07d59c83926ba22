// The page-wide widgets the mobile root mounts once (watermark, upgrade notice).
import { UpgradeNotice, Watermark } from '@suite-ui/mobile';
import { usePersonalRefreshNotice } from './upgrade-notice';
import { useDemoWatermark } from './watermark';

function PageWatermark() {
  const watermark = useDemoWatermark();
  return watermark && <Watermark {...watermark} />;
}

function PageUpgradeNotice() {
  const setting = usePersonalRefreshNotice();
  if (!setting.known) return null;
  return <UpgradeNotice refreshNotice={setting.refreshNotice} />;
}

export function MobileGlobals() {
  return (
    <>
      <PageWatermark />
      <PageUpgradeNotice />
    </>
  );
}
