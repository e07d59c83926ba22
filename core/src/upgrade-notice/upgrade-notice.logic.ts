import { withQuery } from '../http/client';
import { isRecord } from '../shared/guards';
import type { Platform } from '../shared/platform';
import type { HtmlManifest, PersonalSetting, UpgradeNoticePage } from './upgrade-notice.types';

const HOUR_MS = 3_600_000;

/** spec 9: the desktop check interval, 900 000 ms (15 min). */
export const UPGRADE_CHECK_INTERVAL_MS = 900_000;

/** spec 9: how long "don't refresh for now" keeps the notice quiet: 3 h desktop, 24 h mobile. */
export const UPGRADE_SNOOZE_MS: Readonly<Record<Platform, number>> = {
  desktop: 3 * HOUR_MS,
  mobile: 24 * HOUR_MS,
};

/** spec 7: where the HTML version manifest is served. */
export const HTML_MANIFEST_URL = '/build/htmlversion.json';

/** spec 7: the call that saves personal settings. */
export const SAVE_PERSONAL_SETTING_URL = '/api/component/base/syncSetting/savePersonalSetting';

/** spec 3/4: the personal setting the never-again choice turns off. */
export const REFRESH_NOTICE_SETTING_KEY = 'common.refreshNotice';

/** Local storage keys of the notice (spec 4: the snooze and the never-again flag are kept locally). */
export const UPGRADE_NOTICE_STORAGE_KEYS = {
  /** Epoch ms until which the notice stays quiet. */
  snoozeUntil: 'suite-ui.upgrade-notice.snooze-until',
  /** '1' once the user chose never to be reminded again. */
  neverRemind: 'suite-ui.upgrade-notice.never-remind',
} as const;

/**
 * The module a built-file path belongs to: `<module>` of `/build/<module>/<file...>`, with or without
 * the leading slash or an origin. Anything else (the manifest itself, files outside /build) is null.
 */
export function moduleOfBuiltFile(path: string): string | null {
  const bare = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/^[./]+/, '');
  const match = /^build\/([^/?#]+)\/[^/?#]/.exec(bare);
  const module = match?.[1];
  return module && module !== '.' && module !== '..' ? module : null;
}

/** Reads an untrusted manifest answer: a map of string versions, or null when it is not one. */
export function parseHtmlManifest(body: unknown): HtmlManifest | null {
  if (!isRecord(body)) return null;
  const entries = Object.entries(body);
  if (!entries.every(([, version]) => typeof version === 'string' || typeof version === 'number'))
    return null;
  return Object.fromEntries(entries.map(([path, version]) => [path, String(version)]));
}

const versionOf = (manifest: HtmlManifest, path: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(manifest, path) ? manifest[path] : undefined;

/**
 * spec 7: the sorted, de-duplicated names of the modules whose built files under `/build/<module>/...`
 * were added, removed or changed version between two copies of the manifest. Without a previous
 * copy there is nothing to compare: no module changed.
 */
export function diffManifest(
  previous: HtmlManifest | null | undefined,
  next: HtmlManifest | null | undefined,
): string[] {
  if (!isRecord(previous)) return [];
  const current: HtmlManifest = isRecord(next) ? next : {};
  const changed = new Set<string>();
  for (const path of new Set([...Object.keys(previous), ...Object.keys(current)])) {
    if (versionOf(previous, path) === versionOf(current, path)) continue;
    const module = moduleOfBuiltFile(path);
    if (module) changed.add(module);
  }
  return [...changed].sort();
}

/** spec 9: the check runs every day when the setting is on, else only on a Monday or on the 1st of the month. */
export function isUpgradeCheckDay(date: Date, settingOn: boolean): boolean {
  return settingOn || date.getDay() === 1 || date.getDate() === 1;
}

/** spec 5: the notice is considered only on a top-level page that is not the watermark or popup mobile page. */
export function isNoticeConsidered(page: UpgradeNoticePage): boolean {
  return page.topLevel === true && !page.special;
}

/** When a snooze chosen at `now` ends (spec 9: 3 h desktop, 24 h mobile). */
export function snoozeUntil(platform: Platform, now: number): number {
  return now + UPGRADE_SNOOZE_MS[platform];
}

/**
 * True while a stored snooze is running. A value further ahead than the longest snooze (a clock set
 * back, an edited key) is ignored so the notice cannot be silenced forever.
 */
export function isSnoozed(stored: string | null, now: number): boolean {
  if (stored === null || stored.trim() === '') return false;
  const until = Number(stored);
  if (!Number.isFinite(until)) return false;
  return until > now && until - now <= Math.max(...Object.values(UPGRADE_SNOOZE_MS));
}

/** True when the local never-again flag is set. */
export function isNeverRemindFlag(stored: string | null): boolean {
  return stored === '1';
}

/** The manifest address with the cache-busting timestamp query of spec 7. */
export function manifestRequestUrl(url: string, now: number): string {
  return withQuery(url, { t: Math.trunc(now) });
}

/**
 * Reads the personal setting `common.refreshNotice` from an untrusted value: booleans and their
 * usual string and number forms; anything else is "not set".
 */
export function parseRefreshNoticeSetting(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const text = String(value ?? '')
    .trim()
    .toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return undefined;
}

/** spec 4: the settings the never-again choice saves. */
export function neverRemindSettings(): PersonalSetting[] {
  return [{ configKey: REFRESH_NOTICE_SETTING_KEY, configValue: false }];
}
