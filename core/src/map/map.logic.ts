import gcoord from 'gcoord';
import { staysOnPage } from '../shared/url';

/** spec 9: the coordinate systems a point may be given in. */
export const COORDINATE_SYSTEMS = ['WGS84', 'GCJ02', 'BD09', 'BD09MC', 'EPSG3857'] as const;

/** One of `COORDINATE_SYSTEMS`. */
export type CoordinateSystem = (typeof COORDINATE_SYSTEMS)[number];

/** `[lng, lat]` in degrees, or `[x, y]` in metres for BD09MC and EPSG3857. */
export type CoordinatePoint = readonly [number, number];

/** Tile providers the map knows by name; any other name takes the host's XYZ template. */
export const MAP_PROVIDERS = ['baidu', 'amap', 'gaode', 'tencent', 'google', 'xyz'] as const;

/** A map provider's name. */
export type MapProvider = (typeof MAP_PROVIDERS)[number];

/** Whether `value` is one of the five coordinate systems. */
export function isCoordinateSystem(value: unknown): value is CoordinateSystem {
  return typeof value === 'string' && (COORDINATE_SYSTEMS as readonly string[]).includes(value);
}

/** spec 9: google draws in WGS84, baidu in BD09, every other provider in GCJ02. */
export function coordinateSystemFor(provider: string): CoordinateSystem {
  if (provider === 'google') return 'WGS84';
  if (provider === 'baidu') return 'BD09';
  return 'GCJ02';
}

const METRIC: readonly CoordinateSystem[] = ['BD09MC', 'EPSG3857'];

function checkPoint(point: unknown, system: CoordinateSystem): asserts point is CoordinatePoint {
  if (point === undefined || point === null)
    throw new Error('Coordinate conversion needs a point: [lng, lat]');
  if (!Array.isArray(point) || point.length !== 2) {
    throw new Error('Invalid coordinate: expected a point [lng, lat] (or [x, y] for metric systems)');
  }
  const [x, y] = point as unknown[];
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) {
    throw new Error(`Invalid coordinate: [${String(x)}, ${String(y)}] must be two finite numbers`);
  }
  if (!METRIC.includes(system) && (Math.abs(x) > 180 || Math.abs(y) > 90)) {
    throw new Error(
      `Invalid coordinate: [${x}, ${y}] is outside longitude ±180 and latitude ±90 (${system})`,
    );
  }
}

function checkSystem(system: unknown, role: 'source' | 'target'): asserts system is CoordinateSystem {
  if (!isCoordinateSystem(system)) {
    throw new Error(
      `Unsupported ${role} coordinate system "${String(system)}"; expected one of ${COORDINATE_SYSTEMS.join(', ')}`,
    );
  }
}

/**
 * `point` converted from system `from` to system `to` (spec 8: throws for a missing or invalid point
 * and for an unsupported system, also when both are the same). The transforms are gcoord's, so
 * outside China WGS84 and GCJ02 are the same point, as gcoord has it.
 */
export function convertCoordinate(
  point: CoordinatePoint,
  from: CoordinateSystem,
  to: CoordinateSystem,
): [number, number] {
  checkSystem(from, 'source');
  checkSystem(to, 'target');
  checkPoint(point, from);
  if (from === to) return [point[0], point[1]];
  const [x, y] = gcoord.transform([point[0], point[1]], gcoord.CRSTypes[from], gcoord.CRSTypes[to]) as [
    number,
    number,
  ];
  return [x, y];
}

const PLACEHOLDERS = new Set(['s', 'x', 'y', '-y', 'z', 'r']);

/**
 * The tile URL template when it is safe to give Leaflet, else null: an http(s) address or a path on
 * this site, with `{z}`, `{x}` and `{y}` (or `{-y}`) and no other placeholder, no quotes, spaces or
 * angle brackets, no credentials in the address.
 */
export function safeTileTemplate(template: unknown): string | null {
  if (typeof template !== 'string' || template.length === 0 || template.length > 2048) return null;
  if ([...template].some((c) => c <= ' ' || c === '\u007f' || '"\'<>\\`'.includes(c))) return null;
  const names = [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] as string);
  if (names.some((name) => !PLACEHOLDERS.has(name))) return null;
  if (!names.includes('z') || !names.includes('x') || !(names.includes('y') || names.includes('-y')))
    return null;
  // a path on this site, as the browser's parser reads it (never `//host`)
  if (template.startsWith('/')) return staysOnPage(template.replace(/\{[^{}]*\}/g, '0')) ? template : null;
  let url: URL;
  try {
    url = new URL(template.replace(/\{[^{}]*\}/g, '0'));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return template;
}

/** How Leaflet fetches a provider's tiles. */
export interface MapTileLayer {
  /** XYZ template (`{s}`, `{z}`, `{x}`, `{y}`). */
  url: string;
  subdomains: string;
  maxZoom: number;
  /** The coordinate system the tiles are drawn in. */
  system: CoordinateSystem;
}

/** The providers' public XYZ tile addresses (used only when the host gives no template). */
const DEFAULT_TEMPLATES: Partial<Record<string, { url: string; subdomains: string }>> = {
  amap: {
    url: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
    subdomains: '1234',
  },
  gaode: {
    url: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
    subdomains: '1234',
  },
  tencent: {
    url: 'https://rt{s}.map.gtimg.com/tile?z={z}&x={x}&y={-y}&type=vector&styleid=0',
    subdomains: '0123',
  },
  google: { url: 'https://mt{s}.google.com/vt/lyrs=m&x={x}&y={y}&z={z}', subdomains: '0123' },
};

/**
 * The tile layer for `provider`: the host's `template` when given (checked by `safeTileTemplate`),
 * else the provider's public tiles. Null when there is no safe template (baidu's own tiles use a
 * tiling of their own, so baidu needs the host's XYZ template).
 */
export function mapTileLayer(provider: string, template?: string, subdomains?: string): MapTileLayer | null {
  const fallback = DEFAULT_TEMPLATES[provider];
  const url = template === undefined ? (fallback?.url ?? null) : safeTileTemplate(template);
  if (url === null) return null;
  return {
    url,
    subdomains: subdomains ?? (template === undefined ? (fallback?.subdomains ?? 'abc') : 'abc'),
    maxZoom: 18,
    system: coordinateSystemFor(provider),
  };
}

/** A point as text, `lng, lat` with six decimals (about 0.1 m), or metres with two. */
export function formatCoordinate(point: CoordinatePoint, system: CoordinateSystem): string {
  const digits = METRIC.includes(system) ? 2 : 6;
  return `${point[0].toFixed(digits)}, ${point[1].toFixed(digits)}`;
}
