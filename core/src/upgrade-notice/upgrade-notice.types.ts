import type { Platform } from '../shared/platform';
import type { KeyValueStorage } from '../shared/storage';

/** spec 3: the HTML version manifest, a map from built-file path (under /build/<module>) to version. */
export type HtmlManifest = Readonly<Record<string, string>>;

/** One entry of `savePersonalSetting` (spec 3 "Personal setting"). */
export interface PersonalSetting {
  configKey: string;
  configValue: string | boolean | number;
}

/**
 * What the notice needs from the page that hosts it. Browsers get it from
 * `browserUpgradeNoticeHost()` (`@suite-ui/core/dom`); tests pass fakes and a simulated clock.
 */
export interface UpgradeNoticeHost {
  /** Current time in ms since the epoch (read for the check day and the snooze). */
  now(): number;
  /** Where the snooze and the never-again flag are kept (local storage in browsers). */
  storage: KeyValueStorage;
  /** Transport for the manifest and `savePersonalSetting` calls (`createUpgradeNoticeServices` uses it). */
  fetch: typeof fetch;
  /** Reloads the page (the "refresh now" choice). */
  reload(): void;
}

/** Where the notice is mounted (spec 5: considered only on a top-level page, not the watermark or popup mobile pages). */
export interface UpgradeNoticePage {
  /** False when the page runs inside a frame. */
  topLevel: boolean;
  /** The special mobile pages that never show the notice. */
  special?: 'watermark' | 'popup';
}

/** Input of `upgradeNoticeMachine`. */
export interface UpgradeNoticeInput {
  /** Desktop checks every 15 min; mobile on load and when the page becomes visible again. */
  platform: Platform;
  host: UpgradeNoticeHost;
  page: UpgradeNoticePage;
  /** The personal setting `common.refreshNotice` as the host knows it; `false` keeps the notice off. */
  refreshNotice?: boolean;
  /** spec 9: the upgrade-check setting; when off the check runs only on Mondays and on the 1st (default on). */
  checkSettingOn?: boolean;
  /** Address of the manifest (default `/build/htmlversion.json`). */
  manifestUrl?: string;
}

/** Why the notice is not running. */
export type UpgradeNoticeOffReason = 'page' | 'setting' | 'never';

export interface UpgradeNoticeContext {
  platform: Platform;
  host: UpgradeNoticeHost;
  page: UpgradeNoticePage;
  refreshNotice: boolean | undefined;
  checkSettingOn: boolean;
  manifestUrl: string;
  /** The last copy of the manifest the page has accepted; null until the first check. */
  known: HtmlManifest | null;
  /** The newer copy that raised the notice being shown. */
  pending: HtmlManifest | null;
  /** Modules changed between `known` and `pending`. */
  changedModules: string[];
  offReason: UpgradeNoticeOffReason | null;
}

/** Events of `upgradeNoticeMachine`: the user's four choices and the mobile visibility signal. */
export type UpgradeNoticeEvent =
  | { type: 'NOTICE.REFRESH' }
  | { type: 'NOTICE.DISMISS' }
  | { type: 'NOTICE.SNOOZE' }
  | { type: 'NOTICE.NEVER' }
  | { type: 'PAGE.VISIBLE' };
