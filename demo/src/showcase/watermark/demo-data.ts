// The demo's current user and global config for the watermark (spec 3), shared by the page-wide
// watermark (globals/watermark.tsx) and the showcase pages.
import { useEffect, useState } from 'react';
import logoUrl from './logo.svg?no-inline';

/** The signed-in user the placeholders are filled from. */
export const DEMO_USER = {
  userName: '张三',
  jobNum: 'E1024',
  mobile: '13800001024',
  email: 'zhangsan@example.com',
  loginId: 'zhangsan',
  department: '研发部',
  secondDepartment: '平台组',
};

/** Who looks, for the server's lists (user ids are the spec 6 limits). */
export const DEMO_AUDIENCE = { userId: '1024', resource: '1024' };

/** The suite's global config: watermark on in both skins, refreshed every minute, lists applied. */
export const DEMO_WATERMARK_CONFIG = {
  wmUse: '1',
  wmUseMobile: '1',
  wmClassify: 'text',
  wmText: '{userName} {jobNum}\n{department} {date} {time}',
  wmNoTransparent: '15',
  wmRefresh: '1',
  wmRefreshRate: '1',
  blacklist: '1',
};

/** A local image watermark: the logo by url (the text stands in should the image fail). */
export const DEMO_IMAGE_CONFIG = { ...DEMO_WATERMARK_CONFIG, wmClassify: 'image', wmImg: logoUrl };

/** A local image watermark whose file the server does not have: the text is drawn instead. */
export const DEMO_MISSING_IMAGE_CONFIG = {
  ...DEMO_WATERMARK_CONFIG,
  wmClassify: 'image',
  wmImg: '{"fileId":"no-such-file"}',
};

/** The page blacklisted in fixtures/data/watermark-config.json. */
export const LISTED_PATH = '/showcase/watermark/free';

/** `?watermark=keep` sets the disabling flag: tampering is logged and the page content kept. */
export function useTamperClearDisabled(): boolean {
  const [disabled] = useState(() => new URLSearchParams(window.location.search).get('watermark') === 'keep');
  return disabled;
}

/**
 * `?watermarkCheck=<ms>` shortens the tamper check's period (the end-to-end false-alarm test packs
 * a minute's worth of checks into seconds); absent or out of 50..1000, the default.
 */
export function useWatermarkCheckInterval(): number | undefined {
  const [ms] = useState(() => Number(new URLSearchParams(window.location.search).get('watermarkCheck')));
  return Number.isInteger(ms) && ms >= 50 && ms <= 1000 ? ms : undefined;
}

/** A counter that ticks every `ms` while `active`: content that keeps re-rendering. */
export function useTicker(active: boolean, ms = 100): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [active, ms]);
  return tick;
}

/** The current time, renewed every minute (the text shows it to the minute). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
