import { asArray, asString, isRecord } from '../shared/guards';
import type { WatermarkAudience, WatermarkListConfig, WatermarkListMode } from './watermark.types';

/** spec 7: what a failed `queryWatermarkConfig` leaves: no list in effect. */
export const EMPTY_WATERMARK_LIST_CONFIG: Readonly<WatermarkListConfig> = Object.freeze({
  pagePageList: 'off',
  pageIpList: 'off',
  pageResourceList: 'off',
  pagePageWhitelist: [],
  pagePageBlacklist: [],
  pageIpWhitelistContain: [],
  pageIpBlacklistContain: [],
  pageResourceWhitelistContain: [],
  pageResourceBlacklistContain: [],
});

const ENTRY_KEYS = ['value', 'path', 'url', 'ip', 'id', 'resourceId', 'userId'] as const;

function listMode(value: unknown): WatermarkListMode {
  const word = asString(value).trim().toLowerCase();
  if (word === 'whitelist' || word === 'white') return 'whitelist';
  if (word === 'blacklist' || word === 'black') return 'blacklist';
  return 'off';
}

function entryText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (isRecord(value)) {
    for (const key of ENTRY_KEYS) {
      const text = entryText(value[key]);
      if (text) return text;
    }
  }
  return '';
}

/** Entries from an array (of strings, numbers or `{ value | path | ip | id }` records) or a delimited string. */
function listEntries(value: unknown): string[] {
  const items = typeof value === 'string' ? value.split(/[,;\n\r]+/) : asArray(value);
  return items.map(entryText).filter((entry) => entry !== '');
}

/** Reads the server's list config (spec 3); anything missing or malformed means "no list". */
export function parseWatermarkListConfig(data: unknown): WatermarkListConfig {
  const raw = isRecord(data) ? data : {};
  return {
    pagePageList: listMode(raw.pagePageList),
    pageIpList: listMode(raw.pageIpList),
    pageResourceList: listMode(raw.pageResourceList),
    pagePageWhitelist: listEntries(raw.pagePageWhitelist),
    pagePageBlacklist: listEntries(raw.pagePageBlacklist),
    pageIpWhitelistContain: listEntries(raw.pageIpWhitelistContain),
    pageIpBlacklistContain: listEntries(raw.pageIpBlacklistContain),
    pageResourceWhitelistContain: listEntries(raw.pageResourceWhitelistContain),
    pageResourceBlacklistContain: listEntries(raw.pageResourceBlacklistContain),
  };
}

// ---- pages -------------------------------------------------------------------------------

function pathOnly(path: string): string {
  const withoutOrigin = path.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const bare = withoutOrigin.split(/[?#]/)[0] ?? '';
  const rooted = bare.startsWith('/') ? bare : `/${bare}`;
  return rooted.length > 1 ? rooted.replace(/\/+$/, '') : rooted;
}

/** spec 2.1: the layout prefixes a module path may carry. */
function withoutLayoutPrefix(path: string): string {
  const workbench = /^\/mobile\/uk\/workbench(?=\/|$)/;
  if (workbench.test(path)) return path.replace(workbench, '') || '/';
  return path.replace(/^\/(splayout|sp|mobile)(?=\/|$)/, '') || '/';
}

/**
 * True when a prefix of `path` that ends on a segment boundary (the end, or before a `/`) matches
 * the glob `pattern`, where `*` matches any run of characters. Simulates the glob's automaton
 * over the path once (a set of pattern positions per character): O(path × pattern), never the
 * exponential backtracking a `.*` regular expression shows on server entries like `/*a*a*a*b`.
 */
export function matchesGlobPrefix(path: string, pattern: string): boolean {
  const size = pattern.length;
  let states: Uint8Array = new Uint8Array(size + 1);
  const close = (set: Uint8Array): Uint8Array => {
    // a star may match nothing: its position also stands for the one after it
    for (let i = 0; i < size; i++) if (set[i] && pattern[i] === '*') set[i + 1] = 1;
    return set;
  };
  states[0] = 1;
  close(states);
  for (let k = 0; ; k++) {
    if (states[size] && (k === path.length || path[k] === '/')) return true;
    if (k === path.length) return false;
    const next = new Uint8Array(size + 1);
    let alive = false;
    for (let i = 0; i < size; i++) {
      if (!states[i]) continue;
      if (pattern[i] === '*') next[i] = 1;
      else if (pattern[i] === path[k]) next[i + 1] = 1;
      else continue;
      alive = true;
    }
    if (!alive) return false;
    states = close(next);
  }
}

function matchesPagePattern(page: string, entry: string): boolean {
  // '/' alone covers every page; otherwise a prefix on a segment boundary: '/doc' matches
  // '/doc/1' but not '/docs'
  return entry === '/' ? page.startsWith('/') : matchesGlobPrefix(page, entry);
}

/**
 * True when `path` falls under a page entry: entries are path prefixes ending on a segment
 * boundary, `*` matches anything, and an entry without a leading slash is a module name. The
 * path is matched as given and without its layout prefix (/sp, /splayout, /mobile).
 */
export function matchesPageEntry(path: string, entry: string): boolean {
  const pattern = pathOnly(entry);
  const page = pathOnly(path);
  return matchesPagePattern(page, pattern) || matchesPagePattern(withoutLayoutPrefix(page), pattern);
}

// ---- IP addresses ------------------------------------------------------------------------

function ipv4Number(text: string): number | null {
  const parts = text.trim().split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

function inIpv4Range(ip: number, entry: string): boolean {
  const [start = '', end = ''] = entry.split('-').map((part) => part.trim());
  const from = ipv4Number(start);
  // '10.0.0.5-20' is short for '10.0.0.5-10.0.0.20'
  const to = /^\d{1,3}$/.test(end) ? ipv4Number(start.replace(/\d+$/, end)) : ipv4Number(end);
  return from !== null && to !== null && ip >= Math.min(from, to) && ip <= Math.max(from, to);
}

function inIpv4Cidr(ip: number, entry: string): boolean {
  const [base = '', bitsText = ''] = entry.split('/');
  const network = ipv4Number(base);
  const bits = Number(bitsText);
  if (network === null || !/^\d{1,2}$/.test(bitsText) || bits > 32) return false;
  const block = 2 ** (32 - bits);
  return Math.floor(ip / block) === Math.floor(network / block);
}

function inIpv4Wildcard(ip: string, entry: string): boolean {
  const wanted = entry.split('.');
  const actual = ip.split('.');
  return wanted.length === 4 && wanted.every((part, i) => part === '*' || part === actual[i]);
}

/**
 * True when `ip` is named by an IP entry: an exact address (IPv4 or IPv6), an IPv4 wildcard
 * (`10.1.*.*`), a CIDR block (`10.1.0.0/16`) or a range (`10.0.0.1-10.0.0.9`, `10.0.0.1-9`).
 */
export function matchesIpEntry(ip: string, entry: string): boolean {
  const address = ip.trim().toLowerCase();
  const rule = entry.trim().toLowerCase();
  if (!address || !rule) return false;
  if (address === rule) return true;
  const value = ipv4Number(address);
  if (value === null) return false;
  if (rule.includes('/')) return inIpv4Cidr(value, rule);
  if (rule.includes('-')) return inIpv4Range(value, rule);
  if (rule.includes('*')) return inIpv4Wildcard(address, rule);
  return false;
}

// ---- the decision ------------------------------------------------------------------------

/** What one list says: nothing (off, empty or unknown value), or whether the value is listed. */
function listAllows(
  mode: WatermarkListMode,
  whitelist: string[],
  blacklist: string[],
  listed: (entry: string) => boolean,
  known: boolean,
): boolean {
  // a list with no entries is not in effect, and an unknown value never hides the watermark
  if (!known || mode === 'off') return true;
  if (mode === 'whitelist') return whitelist.length === 0 || whitelist.some(listed);
  return blacklist.length === 0 || !blacklist.some(listed);
}

function idText(value: string | number | undefined): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

/**
 * Whether the watermark shows for this page and audience under the server's lists (spec 3, 6):
 * the page, IP and resource lists each work in whitelist mode (shown only where listed) or
 * blacklist mode (hidden where listed), and the watermark shows only when every list in effect
 * lets it. The resource lists hold user ids (the spec 6 user-id limits) and match the audience's
 * `resource` or `userId`. `listConfig` may be the raw server data; it is normalized first.
 */
export function isWatermarkShown(
  listConfig: WatermarkListConfig | Record<string, unknown> | null | undefined,
  audience: WatermarkAudience,
): boolean {
  const lists = parseWatermarkListConfig(listConfig);
  const path = asString(audience.path);
  const ip = asString(audience.ip).trim();
  const ids = [idText(audience.resource), idText(audience.userId)].filter((id) => id !== '');
  return (
    listAllows(
      lists.pagePageList,
      lists.pagePageWhitelist,
      lists.pagePageBlacklist,
      (entry) => matchesPageEntry(path, entry),
      path.trim() !== '',
    ) &&
    listAllows(
      lists.pageIpList,
      lists.pageIpWhitelistContain,
      lists.pageIpBlacklistContain,
      (entry) => matchesIpEntry(ip, entry),
      ip !== '',
    ) &&
    listAllows(
      lists.pageResourceList,
      lists.pageResourceWhitelistContain,
      lists.pageResourceBlacklistContain,
      (entry) => ids.includes(entry),
      ids.length > 0,
    )
  );
}
