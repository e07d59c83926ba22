// Page-wide widgets the root mounts once per skin (watermark, upgrade notice).
import { DesktopGlobal as DesktopUpgradeNotice, MobileGlobal as MobileUpgradeNotice } from './upgrade-notice';
import { DesktopGlobal as DesktopWatermark, MobileGlobal as MobileWatermark } from './watermark';

export function DesktopGlobals() {
  return (
    <>
      <DesktopWatermark />
      <DesktopUpgradeNotice />
    </>
  );
}

export function MobileGlobals() {
  return (
    <>
      <MobileWatermark />
      <MobileUpgradeNotice />
    </>
  );
}
