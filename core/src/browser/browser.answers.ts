// Reading the answers of the browser calls the list and the field make besides data (spec 7):
// count (the paging total), permission (may the user browse here), prop (the browser's own
// properties) and combination (the combination picker's groups with their members). Every answer
// is untrusted and read field by field.
import { asArray, asString, isRecord } from '../shared/guards';
import { parseEntries } from './browser.logic';
import type { BrowserEntry } from './browser.types';

/** The most a server's `prop` may set as the page size (the fake backend's and the suite's cap). */
export const BROWSER_MAX_PAGE_SIZE = 100;

/** What a browser's `prop` call may set; a field left out is unsaid. */
export interface BrowserServerProps {
  multiple?: boolean;
  maxCount?: number;
  pageSize?: number;
}

const positiveInt = (value: unknown, max: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= max ? value : undefined;

/** The total of a `count` answer (`{ count }` or `{ total }`), or null when it names none. */
export function parseCount(raw: unknown): number | null {
  if (!isRecord(raw)) return null;
  const value = raw.count ?? raw.total;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** A `permission` answer: only an explicit `false` denies (the server still guards its data calls). */
export function parsePermission(raw: unknown): boolean {
  if (!isRecord(raw)) return true;
  return raw.permission !== false && raw.permission !== 0 && raw.permission !== 'false';
}

/** A `prop` answer: multiple, maxCount (1 to 1000) and pageSize (1 to 100); anything else unsaid. */
export function parseServerProps(raw: unknown): BrowserServerProps {
  if (!isRecord(raw)) return {};
  const props: BrowserServerProps = {};
  if (typeof raw.multiple === 'boolean') props.multiple = raw.multiple;
  const maxCount = positiveInt(raw.maxCount, 1000);
  if (maxCount !== undefined) props.maxCount = maxCount;
  const pageSize = positiveInt(raw.pageSize, BROWSER_MAX_PAGE_SIZE);
  if (pageSize !== undefined) props.pageSize = pageSize;
  return props;
}

/** How many member names a combination's row lists before "…". */
const MEMBERS_SHOWN = 5;

/**
 * A `combination` answer: each combination becomes an entry whose `members` field names its first
 * members (`childrenData`), and `memberCount` counts them all.
 */
export function parseCombinations(raw: unknown, type: string): BrowserEntry[] {
  const list = asArray(isRecord(raw) ? raw.data : raw).map((item) => {
    if (!isRecord(item)) return item;
    const names = asArray(item.childrenData)
      .map((member) => (isRecord(member) ? asString(member.name) || asString(member.id) : ''))
      .filter((name) => name !== '');
    const members = names.slice(0, MEMBERS_SHOWN).join('、') + (names.length > MEMBERS_SHOWN ? '…' : '');
    return { ...item, childrenData: undefined, members, memberCount: names.length };
  });
  return parseEntries(list, type);
}
