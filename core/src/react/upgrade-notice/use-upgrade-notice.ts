import { useEffect, useState } from 'react';
import {
  browserUpgradeNoticeHost,
  browserUpgradeNoticePage,
  onPageVisibleAgain,
} from '../../dom/upgrade-notice';
import type { Platform } from '../../shared/platform';
import {
  connectUpgradeNotice,
  createUpgradeNoticeServices,
  upgradeNoticeActors,
  upgradeNoticeMachine,
  upgradeNoticeTexts,
  type UpgradeNoticeHost,
  type UpgradeNoticePage,
  type UpgradeNoticeView,
} from '../../upgrade-notice';
import { useActorView, useMachineActor } from '../machine';

/** Options of `useUpgradeNotice`; read once, when the notice mounts. */
export interface UseUpgradeNoticeOptions {
  /** Desktop checks every 15 min and offers "no more reminders"; mobile checks when the page shows again. */
  platform: Platform;
  /** The personal setting `common.refreshNotice` as the host loaded it; `false` keeps the notice off. */
  refreshNotice?: boolean;
  /** spec 9: when off, the check runs only on Mondays and on the 1st of the month (default on). */
  checkSettingOn?: boolean;
  /** The watermark or popup mobile page, where the notice never shows (spec 5). */
  special?: UpgradeNoticePage['special'];
  /** Address of the manifest (default `/build/htmlversion.json`). */
  manifestUrl?: string;
  /** Desktop check interval in ms; the spec's 900 000 unless a demo or test shortens it. */
  checkIntervalMs?: number;
  /** Time, storage, fetch and reload; the browser's by default. */
  host?: UpgradeNoticeHost;
}

/** The upgrade notice of this page: watches the version manifest and gives the dialog's view model. */
export function useUpgradeNotice(options: UseUpgradeNoticeOptions): UpgradeNoticeView {
  const [settings] = useState(() => {
    const host = options.host ?? browserUpgradeNoticeHost();
    return {
      platform: options.platform,
      input: {
        platform: options.platform,
        host,
        page: browserUpgradeNoticePage(options.special),
        refreshNotice: options.refreshNotice,
        checkSettingOn: options.checkSettingOn,
        manifestUrl: options.manifestUrl,
      },
      implementations: {
        actors: upgradeNoticeActors(createUpgradeNoticeServices({ fetch: host.fetch })),
        ...(options.checkIntervalMs && options.checkIntervalMs > 0
          ? { delays: { CHECK_INTERVAL: options.checkIntervalMs } }
          : {}),
      },
    };
  });
  const actor = useMachineActor(upgradeNoticeMachine, settings);
  const isMobile = settings.platform === 'mobile';
  // the host sends to whichever actor is live, so a StrictMode remount keeps the signal working
  useEffect(
    () => (isMobile ? onPageVisibleAgain(() => actor.send({ type: 'PAGE.VISIBLE' })) : undefined),
    [actor, isMobile],
  );
  return useActorView(
    actor,
    { platform: settings.platform, messages: upgradeNoticeTexts },
    connectUpgradeNotice,
  );
}
