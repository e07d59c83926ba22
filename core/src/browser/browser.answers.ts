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
 * members (`childrenData`), and `memberCount` counts them all; the members stay on the entry, so
 * a picked combination carries them into the value (spec 3 selected item `childrenData`).
 */
export function parseCombinations(raw: unknown, type: string): BrowserEntry[] {
  const list = asArray(isRecord(raw) ? raw.data : raw).map((item) => {
    if (!isRecord(item)) return item;
    const names = asArray(item.childrenData)
      .map((member) => (isRecord(member) ? asString(member.name) || asString(member.id) : ''))
      .filter((name) => name !== '');
    const members = names.slice(0, MEMBERS_SHOWN).join('、') + (names.length > MEMBERS_SHOWN ? '…' : '');
    return { ...item, members, memberCount: names.length };
  });
  return parseEntries(list, type);
}

/** One filter of a picker's condition form (spec 6, 7 `condition`): a range or a choice. */
export type BrowserCondition =
  | { key: string; kind: 'scope'; title: string; min: number; max: number }
  | { key: string; kind: 'select'; title: string; options: (string | number)[] };

/** What the user set in the condition form: a range's ends or a choice, per condition key. */
export type BrowserConditionValues = Record<string, { min?: number; max?: number } | string | number>;

const CONDITION_KEY = /^[A-Za-z][\w]{0,39}$/;
const MAX_CONDITIONS = 10;
const MAX_OPTIONS = 50;

/**
 * A `condition` answer: the filters the picker's condition form shows. Only SCOPE (numeric range)
 * and SELECT (a few plain options) are drawn; anything else, or a key that is not a plain name, is
 * left out.
 */
export function parseConditions(raw: unknown): BrowserCondition[] {
  const list = asArray(isRecord(raw) ? raw.conditions : raw);
  const out: BrowserCondition[] = [];
  for (const item of list) {
    if (!isRecord(item) || typeof item.key !== 'string' || !CONDITION_KEY.test(item.key)) continue;
    if (out.some((c) => c.key === item.key)) continue;
    const title = typeof item.title === 'string' ? item.title.slice(0, 40) : '';
    if (item.itemType === 'SCOPE') {
      const min = typeof item.min === 'number' && Number.isFinite(item.min) ? item.min : 0;
      const max = typeof item.max === 'number' && Number.isFinite(item.max) ? item.max : 100;
      if (max >= min) out.push({ key: item.key, kind: 'scope', title, min, max });
    } else if (item.itemType === 'SELECT') {
      const options = asArray(item.options)
        .filter((o): o is string | number => (typeof o === 'string' && o.length <= 40) || Number.isFinite(o))
        .slice(0, MAX_OPTIONS);
      if (options.length > 0) out.push({ key: item.key, kind: 'select', title, options });
    }
    if (out.length === MAX_CONDITIONS) break;
  }
  return out;
}

/**
 * The `dataCondition` payload of what the user set: a range as `<key>Min`/`<key>Max`, a choice as
 * `<key>`. Keys the form does not show are dropped; an empty result means "no condition".
 */
export function conditionPayload(
  conditions: readonly BrowserCondition[],
  values: BrowserConditionValues,
): Record<string, string | number> {
  const payload: Record<string, string | number> = {};
  for (const condition of conditions) {
    const value = values[condition.key];
    if (value === undefined) continue;
    if (condition.kind === 'scope' && typeof value === 'object') {
      if (typeof value.min === 'number' && Number.isFinite(value.min))
        payload[`${condition.key}Min`] = value.min;
      if (typeof value.max === 'number' && Number.isFinite(value.max))
        payload[`${condition.key}Max`] = value.max;
    } else if (
      condition.kind === 'select' &&
      typeof value !== 'object' &&
      condition.options.includes(value)
    ) {
      payload[condition.key] = value;
    }
  }
  return payload;
}
