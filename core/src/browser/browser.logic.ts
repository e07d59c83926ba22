// Pure rules of the object picker ("browser"): spec 3, 7, 8, 9.
import { parseGroupMembers } from '../shared/group-members';
import { isBelowSecretLevel } from '../shared/secret-level-filter';
import { asArray, asNumber, asString, isRecord, ownValue } from '../shared/guards';
import { entityTypeOf } from '../shared/target-codes';
import type { BrowserEntry, BrowserRowType, BrowserSelectedItem, BrowserTreeNode } from './browser.types';

/** spec 9: at most 51 picks. */
export const BROWSER_MAX_COUNT = 51;
/** The key of the "select all" choice. */
export const SELECT_ALL = '__SELECT_ALL__';
/** spec 9: browser panel height. */
export const BROWSER_PANEL_HEIGHT = 550;
/** spec 9: the dialog's side panel (left tree) width bounds, and the content's minimum. */
export const BROWSER_SIDE_PANEL = { min: 120, max: 500, contentMin: 30 } as const;
/** Rows left below the last visible one when the next page is asked for. */
export const BROWSER_END_REACHED_THRESHOLD = 10;
/** Results per page. */
export const BROWSER_PAGE_SIZE = 50;
/** Wait after the last keystroke before searching. */
export const BROWSER_SEARCH_DEBOUNCE_MS = 250;
/** spec 9 "mobile associate max menu 4": suggestions shown under an associative input, in both skins. */
export const BROWSER_SUGGESTION_MAX = 4;
export { NO_SECRET_LEVEL } from '../shared/secret-level-filter';
// the browser's addresses are read by the HR card too: the rule lives in the kernel
export { BROWSER_ACTIONS, EBUILDER_BROWSER_BASE, browserEndpoint } from '../shared/browser-endpoint';
// the target codes are read by the share form and the HR card too: the rules live in the kernel
export {
  entityTypeOf,
  positionLevelCode,
  targetTypeCode,
  type TargetTypeCodeOptions,
} from '../shared/target-codes';

// spec 3 "Result-list row types", in the spec's order
const ROW_FIELDS: Readonly<Record<BrowserRowType, readonly string[]>> = {
  document: ['content', 'user', 'time'],
  task: ['name', 'manager', 'dueDate'],
  mainline: ['name', 'manager', 'endTime'],
  contact: ['name', 'updateTime'],
  marketActivity: ['name', 'manager', 'updateTime'],
  calendar: ['name', 'createUser', 'startDate'],
  clue: ['name', 'managerName', 'updateTime'],
  saleChance: ['name', 'managerName', 'stage', 'updateTime'],
  contract: ['name', 'manager', 'totalMoney', 'contractStatus', 'updateTime'],
  orderForm: ['name'],
  mailResource: ['name', 'sendDate'],
  // "richContent or name": the rich content when present, else the name
  workflowRequest: ['richContent', 'name', 'userid'],
  blog: ['name', 'blogTime'],
  production: ['name', 'manager', 'price', 'updateTime'],
  customer: ['name', 'manager', 'statusName', 'updateTime'],
  competitor: ['name', 'managerName', 'competitionLevelName', 'updateTime'],
  plan: ['name', 'postTime'],
  price: ['name', 'manager', 'updateTime'],
  form: ['name', 'creator', 'createTime'],
  folder: ['title', 'username'],
  officialDocumentRequest: ['name', 'userid', 'createdatetime'],
  workOrder: ['name', 'creatorName', 'createTime'],
  quote: ['name'],
  capital: ['name'],
  meetingVideo: ['name'],
  coworkItems: ['name'],
};

/** Every row type of spec 3. */
export const BROWSER_ROW_TYPES = Object.keys(ROW_FIELDS) as BrowserRowType[];

/** spec 3: the fields a result row of `rowType` shows, in order; `[]` for an unknown type. */
export function rowFields(rowType: string): readonly string[] {
  return ownValue(ROW_FIELDS, rowType) ?? [];
}

const TITLE_FIELDS = ['content', 'name', 'title', 'primaryName', 'targetName'] as const;

/** spec 3: the default title of an entry: the first non-empty of content, name, title, primaryName, targetName. */
export function defaultTitle(entry: Record<string, unknown> | null | undefined): string {
  if (!isRecord(entry)) return '';
  for (const field of TITLE_FIELDS) {
    const value = entry[field];
    const text = typeof value === 'number' ? String(value) : asString(value);
    if (text.trim() !== '') return text;
  }
  return '';
}

/** spec 9: dialog width 680, 750 for a multiple resource browser. */
export function browserDialogWidth({ type, multiple }: { type: string; multiple?: boolean }): number {
  return multiple === true && type === 'resource' ? 750 : 680;
}

/**
 * spec 9: how many selected items are displayed: desktop 100 (10 with wrap display); mobile 5 with
 * associative input, 20 otherwise.
 */
export function selectedDisplayCap({
  mobile,
  wrap,
  associative,
}: {
  mobile?: boolean;
  wrap?: boolean;
  associative?: boolean;
}): number {
  if (mobile === true) return associative === true ? 5 : 20;
  return wrap === true ? 10 : 100;
}

/** spec 9: width of a selected item's tag: 20 plus 10 per character, at least 50. */
export function selectionWidth(text: string): number {
  return Math.max(50, 20 + 10 * Array.from(text ?? '').length);
}

/** spec 3/9: the types whose picks may include their sub-organisations. */
export function supportsSubordinate(type: string): boolean {
  return type === 'department' || type === 'subcompany' || type === 'organization';
}

/** Person and organisation types (the organisation tree applies to them). */
export function isOrgType(type: string): boolean {
  return ['resource', 'department', 'subcompany', 'organization', 'external'].includes(type);
}

/** spec 8: the message key of a deleted entity's text; person deleted is the default. */
export function deletedTextKey(
  type: string,
):
  | 'browser.deleted.department'
  | 'browser.deleted.subcompany'
  | 'browser.deleted.position'
  | 'browser.deleted.person' {
  if (type === 'department' || type === 'dept' || type === 'organization')
    return 'browser.deleted.department';
  if (type === 'subcompany') return 'browser.deleted.subcompany';
  if (type === 'position') return 'browser.deleted.position';
  return 'browser.deleted.person';
}

/** spec 4: an entry below the form's secret level is filtered out (the kernel's one rule). */
export function belowSecretLevel(entry: { seclevel?: number }, formSecretLevel: number): boolean {
  return isBelowSecretLevel(entry.seclevel, formSecretLevel);
}

/** Whether the list should ask for the next page once `lastVisible` (row index) is on screen. */
export function shouldLoadMore(lastVisible: number, loaded: number, hasMore: boolean): boolean {
  return hasMore && loaded > 0 && lastVisible >= loaded - BROWSER_END_REACHED_THRESHOLD;
}

/** The result of a pick attempt: the new selection, or why it was refused. */
export type PickResult = { ok: true; selected: BrowserSelectedItem[] } | { ok: false; reason: 'max' };

/** Adds `item` (single: replaces), refusing past `maxCount`; a picked item is left as is. */
export function pick(
  selected: readonly BrowserSelectedItem[],
  item: BrowserSelectedItem,
  { multiple, maxCount }: { multiple: boolean; maxCount: number },
): PickResult {
  if (!multiple) return { ok: true, selected: [item] };
  if (selected.some((s) => s.id === item.id)) return { ok: true, selected: [...selected] };
  if (selected.length >= maxCount) return { ok: false, reason: 'max' };
  return { ok: true, selected: [...selected, item] };
}

/** Adds every item not yet selected, up to `maxCount`; `capped` when some did not fit. */
export function pickAll(
  selected: readonly BrowserSelectedItem[],
  items: readonly BrowserSelectedItem[],
  maxCount: number,
): { selected: BrowserSelectedItem[]; capped: boolean } {
  const next = [...selected];
  const ids = new Set(next.map((s) => s.id));
  let capped = false;
  for (const item of items) {
    if (ids.has(item.id)) continue;
    if (next.length >= maxCount) {
      capped = true;
      break;
    }
    next.push(item);
    ids.add(item.id);
  }
  return { selected: next, capped };
}

/** The selected item a result entry becomes. */
export function toSelected(entry: BrowserEntry, subordinate: boolean): BrowserSelectedItem {
  const item: BrowserSelectedItem = { id: entry.id, type: entry.type, name: entry.title };
  if (supportsSubordinate(entry.type)) item.subordinate = subordinate;
  if (entry.isDeleted) item.isDeleted = true;
  if (entry.seclevel !== undefined) item.seclevel = entry.seclevel;
  if (entry.linkUrl !== undefined) item.linkUrl = entry.linkUrl;
  if (entry.childrenData !== undefined) item.childrenData = entry.childrenData;
  return item;
}

function optionalString(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text = asString(value);
  return text === '' ? undefined : text;
}

function secretLevelOf(value: unknown): number | undefined {
  if (isRecord(value)) {
    const max = asNumber(value.max, NaN);
    return Number.isNaN(max) ? undefined : max;
  }
  const level = asNumber(value, NaN);
  return Number.isNaN(level) ? undefined : level;
}

/** Checks one untrusted list entry (spec 3); `null` when it has no id. */
export function parseEntry(raw: unknown, fallbackType: string): BrowserEntry | null {
  if (!isRecord(raw)) return null;
  const id = optionalString(raw.id);
  if (id === undefined) return null;
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))
      fields[key] = value;
  }
  const entry: BrowserEntry = {
    id,
    type: entityTypeOf(raw) ?? fallbackType,
    title: defaultTitle(raw) || id,
    isComplete: raw.isComplete === true,
    isDeleted: raw.isDeleted === true || raw.isDeleted === 1 || raw.isDeleted === '1',
    finished: raw.status === 'finished' || raw.isComplete === true,
    fields,
  };
  const optional = {
    content: optionalString(raw.content),
    name: optionalString(raw.name),
    richContent: optionalString(raw.richContent),
    username: optionalString(raw.username),
    time: optionalString(raw.time),
    timeEnd: optionalString(raw.timeEnd),
    workflowName: optionalString(raw.workflowName),
    wholePathName: optionalString(raw.wholePathName),
    avatar: optionalString(raw.avatar),
    linkUrl: optionalString(raw.linkUrl),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (entry as unknown as Record<string, unknown>)[key] = value;
  }
  const seclevel = secretLevelOf(raw.seclevel);
  if (seclevel !== undefined) entry.seclevel = seclevel;
  const level = asNumber(raw.level, NaN);
  if (!Number.isNaN(level)) entry.level = level;
  if (Array.isArray(raw.childrenData)) entry.childrenData = parseGroupMembers(raw.childrenData);
  return entry;
}

/** Checks an untrusted list of entries, dropping malformed ones and duplicates. */
export function parseEntries(raw: unknown, fallbackType: string): BrowserEntry[] {
  const seen = new Set<string>();
  const entries: BrowserEntry[] = [];
  for (const item of asArray(raw)) {
    const entry = parseEntry(item, fallbackType);
    if (entry && !seen.has(entry.id)) {
      seen.add(entry.id);
      entries.push(entry);
    }
  }
  return entries;
}

/** Checks an untrusted left tree, at most `depth` levels deep (a cyclic or hostile answer stops there). */
export function parseTree(raw: unknown, depth = 12): BrowserTreeNode[] {
  if (depth <= 0) return [];
  const nodes: BrowserTreeNode[] = [];
  for (const item of asArray(raw)) {
    if (!isRecord(item)) continue;
    const id = optionalString(item.id);
    if (id === undefined) continue;
    nodes.push({
      id,
      name: asString(item.name) || id,
      type: asString(item.type) || 'department',
      children: parseTree(item.children, depth - 1),
    });
  }
  return nodes;
}

/** Merges a next page into the loaded entries (a repeated id keeps its first place). */
export function appendEntries(
  loaded: readonly BrowserEntry[],
  next: readonly BrowserEntry[],
): BrowserEntry[] {
  const ids = new Set(loaded.map((e) => e.id));
  return [...loaded, ...next.filter((e) => !ids.has(e.id))];
}
