// The page-wide watermark the demo root mounts once per skin, for the demo's current user.
import { Watermark as DesktopWatermark } from '@suite-ui/desktop';
import { Watermark as MobileWatermark } from '@suite-ui/mobile';
import {
  DEMO_AUDIENCE,
  DEMO_USER,
  DEMO_WATERMARK_CONFIG,
  useTamperClearDisabled,
  useWatermarkCheckInterval,
} from '../showcase/watermark/demo-data';

export function DesktopGlobal() {
  const keep = useTamperClearDisabled();
  const checkIntervalMs = useWatermarkCheckInterval();
  return (
    <DesktopWatermark
      config={DEMO_WATERMARK_CONFIG}
      user={DEMO_USER}
      audience={DEMO_AUDIENCE}
      disableTamperClear={keep}
      checkIntervalMs={checkIntervalMs}
    />
  );
}

export function MobileGlobal() {
  const keep = useTamperClearDisabled();
  const checkIntervalMs = useWatermarkCheckInterval();
  return (
    <MobileWatermark
      config={DEMO_WATERMARK_CONFIG}
      user={DEMO_USER}
      audience={DEMO_AUDIENCE}
      disableTamperClear={keep}
      checkIntervalMs={checkIntervalMs}
    />
  );
}
