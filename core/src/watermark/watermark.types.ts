import type { Platform } from '../shared/platform';

/** The raw global config of the suite; only the `wm*`, `whitelist` and `blacklist` keys are read. */
export type WatermarkGlobalConfig = Record<string, unknown>;

/** What a tile shows: the configured text, or an image (spec 3, wmClassify). */
export type WatermarkKind = 'text' | 'image';

/** Watermark settings from the global config (spec 3), with the spec 9 defaults filled in. */
export interface WatermarkSettings {
  /** Whether the watermark is on per skin: `wmUse` (desktop) and `wmUseMobile`, on when '1'. */
  enabled: Record<Platform, boolean>;
  /** `wmClassify`: image or text. */
  kind: WatermarkKind;
  /** `wmText`: the text template with `{userName}`-style placeholders ('' when none). */
  text: string;
  /** `wmImg` as configured: a JSON form with a file id, or a url ('' when none). */
  image: string;
  /** `wmRotate` in degrees (default -15). */
  rotate: number;
  /** Opacity 0..1 from `wmNoTransparent` percent (default 0.15). */
  opacity: number;
  /** Tile width before capping by the container: at least 100 (default 200). */
  width: number;
  /** Tile height before capping by the container: at least 100 (default 150). */
  height: number;
  /** Text size in px (14). */
  fontSize: number;
  /** Text colour (black). */
  color: string;
  /** Text font family. */
  fontFamily: string;
  /** `wmRefresh`: re-render every refresh interval. */
  refresh: boolean;
  /** `wmRefreshRate` in minutes: at least 1 (default 10). */
  refreshRate: number;
  /** The refresh interval in ms (rate times 60 000). */
  refreshIntervalMs: number;
  /** Whether white/black list matching applies (the `whitelist` or `blacklist` switch is on). */
  listMatching: boolean;
  /** Stacking order of the layer (9999). */
  zIndex: number;
}

/** A width and height in CSS pixels. */
export interface WatermarkSize {
  width: number;
  height: number;
}

/** The current user, as the text placeholders name its fields (spec 3). */
export interface WatermarkUser {
  userName?: string | number | null;
  jobNum?: string | number | null;
  mobile?: string | number | null;
  email?: string | number | null;
  loginId?: string | number | null;
  department?: string | number | null;
  secondDepartment?: string | number | null;
}

/** How one of the server's lists works (spec 3: each names whitelist or blacklist mode). */
export type WatermarkListMode = 'whitelist' | 'blacklist' | 'off';

/**
 * The white/black list config from `GET /api/bcw/watermarke/queryWatermarkConfig` (spec 3, 7),
 * normalized: modes are one of three words, entries are trimmed strings.
 */
export interface WatermarkListConfig {
  pagePageList: WatermarkListMode;
  pageIpList: WatermarkListMode;
  pageResourceList: WatermarkListMode;
  pagePageWhitelist: string[];
  pagePageBlacklist: string[];
  pageIpWhitelistContain: string[];
  pageIpBlacklistContain: string[];
  pageResourceWhitelistContain: string[];
  pageResourceBlacklistContain: string[];
}

/**
 * Where and for whom the page is shown, as the lists match it. `resource` is the current user's
 * HR resource (employee) id and `userId` the account id: the resource lists, which are the spec 6
 * user-id limits, match either. A value the host does not know is left out and never hides the
 * watermark.
 */
export interface WatermarkAudience {
  path: string;
  ip?: string;
  resource?: string | number;
  userId?: string | number;
}

/** Whether the watermark covers the page or one container of it. */
export type WatermarkScope = 'page' | 'local';
