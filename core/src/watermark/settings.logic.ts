import { asNumber, asString, isRecord } from '../shared/guards';
import type {
  WatermarkGlobalConfig,
  WatermarkKind,
  WatermarkSettings,
  WatermarkSize,
} from './watermark.types';

/** spec 9: watermark constants. */
export const WATERMARK_DEFAULT_SIZE: Readonly<WatermarkSize> = Object.freeze({ width: 200, height: 150 });
export const WATERMARK_MIN_SIZE = 100;
export const WATERMARK_DEFAULT_ROTATE = -15;
export const WATERMARK_DEFAULT_OPACITY = 0.15;
export const WATERMARK_FONT_SIZE = 14;
export const WATERMARK_COLOR = '#000000';
export const WATERMARK_FONT_FAMILY = '"PingFang SC", "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif';
export const WATERMARK_Z_INDEX = 9999;
/** spec 4, 9: the page watermark's stacking order while a local container watermark exists. */
export const WATERMARK_Z_INDEX_BENEATH_LOCAL = 949;
export const WATERMARK_RESIZE_DELAY_MS = 300;
export const WATERMARK_ROUTE_DELAY_MS = 200;
/** spec 5: refresh rate in minutes, at least 1, default 10. */
export const WATERMARK_DEFAULT_REFRESH_RATE = 10;
export const WATERMARK_MIN_REFRESH_RATE = 1;

/** A config switch: '1', 1, true or 'true' turn it on; anything else leaves it off. */
export function isSwitchOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

function positiveOr(value: unknown, fallback: number): number {
  const n = asNumber(value, Number.NaN);
  return n > 0 ? n : fallback;
}

function dimension(value: unknown, fallback: number, cap: unknown): number {
  // spec 5: not positive gives the default, then at least 100, then capped by the container
  const wanted = Math.max(WATERMARK_MIN_SIZE, positiveOr(value, fallback));
  const limit = asNumber(cap, Number.NaN);
  return limit > 0 ? Math.min(wanted, limit) : wanted;
}

/**
 * The tile size (spec 5): each side at least 100 and capped by the container; a side that is not
 * positive takes the default 200 by 150. A container side that is not positive caps nothing.
 */
export function normalizeWatermarkSize(
  size: { width?: unknown; height?: unknown },
  container: { width?: unknown; height?: unknown },
): WatermarkSize {
  return {
    width: dimension(size.width, WATERMARK_DEFAULT_SIZE.width, container.width),
    height: dimension(size.height, WATERMARK_DEFAULT_SIZE.height, container.height),
  };
}

/** spec 5: the refresh rate in whole or fractional minutes, at least 1; missing or 0 gives 10. */
export function watermarkRefreshRate(rate: unknown): number {
  const n = asNumber(rate, 0);
  return Math.max(WATERMARK_MIN_REFRESH_RATE, n === 0 ? WATERMARK_DEFAULT_REFRESH_RATE : n);
}

/** spec 5: the refresh interval in ms, the rate in minutes (at least 1, default 10) times 60 000. */
export function watermarkRefreshIntervalMs(rate: unknown): number {
  return watermarkRefreshRate(rate) * 60_000;
}

/** spec 3: `wmNoTransparent` is the opacity in percent; missing, invalid or not positive gives 0.15. */
export function watermarkOpacity(percent: unknown): number {
  const n = asNumber(percent, Number.NaN);
  if (!(n > 0)) return WATERMARK_DEFAULT_OPACITY;
  return Math.min(1, n / 100);
}

function watermarkKind(value: unknown): WatermarkKind {
  const word = asString(value).trim().toLowerCase();
  return word === 'image' || word === 'img' ? 'image' : 'text';
}

function imageSource(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  // a host may hand the JSON form already parsed
  if (isRecord(value) || Array.isArray(value)) return JSON.stringify(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * Reads the watermark settings out of the global config (spec 3) with the spec 9 defaults:
 * 200 by 150, rotation -15, opacity 0.15 (from `wmNoTransparent` percent), text 14px black,
 * stacking order 9999. Every value is untrusted and falls back to its default.
 */
export function parseWatermarkSettings(globalConfig: unknown): WatermarkSettings {
  const config: WatermarkGlobalConfig = isRecord(globalConfig) ? globalConfig : {};
  const size = normalizeWatermarkSize({ width: config.wmWidth, height: config.wmHeight }, {});
  const refreshRate = watermarkRefreshRate(config.wmRefreshRate);
  const rotate = asNumber(config.wmRotate, WATERMARK_DEFAULT_ROTATE);
  return {
    enabled: { desktop: isSwitchOn(config.wmUse), mobile: isSwitchOn(config.wmUseMobile) },
    kind: watermarkKind(config.wmClassify),
    text: asString(config.wmText),
    image: imageSource(config.wmImg),
    rotate,
    opacity: watermarkOpacity(config.wmNoTransparent),
    width: size.width,
    height: size.height,
    fontSize: WATERMARK_FONT_SIZE,
    color: WATERMARK_COLOR,
    fontFamily: WATERMARK_FONT_FAMILY,
    refresh: isSwitchOn(config.wmRefresh),
    refreshRate,
    refreshIntervalMs: refreshRate * 60_000,
    listMatching: isSwitchOn(config.whitelist) || isSwitchOn(config.blacklist),
    zIndex: WATERMARK_Z_INDEX,
  };
}
