// Rules of the Share and Auth lists (spec 2.3, 3, 4, 6, 7, 9): endpoints, the share context,
// target type codes, operations, paging after a search or a delete, and the server's answers
// checked before use.
import { versionFrom } from '../http/save-problem';
import { positionLevelCode, targetTypeCode, type TargetTypeCodeOptions } from '../shared/target-codes';
import type { BrowserSelectedItem } from '../browser';
import type { Platform } from '../shared/platform';
import { asArray, asNumber, asString, isRecord } from '../shared/guards';
import {
  SHARE_TARGET_TYPES,
  type AuthFormData,
  type AuthFormValues,
  type ShareAction,
  type ShareColumn,
  type ShareContext,
  type ShareMatrixItem,
  type ShareOperation,
  type SharePage,
  type SharePayload,
  type ShareQuery,
  type ShareRow,
  type ShareRuleCondition,
  type ShareSearch,
  type ShareTargetType,
} from './share.types';

/** spec 9: the share list's page size and first page. */
export const SHARE_PAGE_SIZE = 10;
export const SHARE_FIRST_PAGE = 1;
/** spec 9: default pagination options 5 and 10. */
export const SHARE_PAGE_SIZE_OPTIONS: readonly number[] = [5, 10];
/** spec 9: the paginated list view (mobile) loads 20 at a time. */
export const SHARE_LIST_VIEW_PAGE_SIZE = 20;
/** spec 9: batch page size. */
export const SHARE_BATCH_PAGE_SIZE = 10;
/** spec 3: sourceType when the context gives none. */
export const SHARE_DEFAULT_SOURCE_TYPE = 1;
/** The security level range when the form query gives none. */
export const SHARE_SECLEVEL_RANGE = { min: 0, max: 100 } as const;

const TABLE_ACTIONS = new Set<ShareAction>(['list', 'delete', 'add', 'top', 'sort']);

/**
 * spec 7: the address of a share call, with one leading slash always: the permission table's
 * `list`, `delete`, `add` (and `top`, `sort`) under `/api/app/{module}/front/data/permission/table/`,
 * the auth form query and the matrix items under `/api/app/{module}/component/data/permission/`.
 */
export function shareEndpoint(action: ShareAction, options: { module: string }): string {
  const module = encodeURIComponent(options.module.trim().replace(/^\/+|\/+$/g, ''));
  if (TABLE_ACTIONS.has(action)) return `/api/app/${module}/front/data/permission/table/${action}`;
  if (action === 'formQuery') return `/api/app/${module}/component/data/permission/form/query`;
  if (action === 'matrixItems') return `/api/app/${module}/component/data/permission/getMaTrixItems`;
  throw new Error(`unknown share action: ${String(action)}`);
}

/**
 * spec 7: a call's payload is the share context (sourceId, permissionId, permissionType,
 * sourceType default 1, module) merged with the call's params; POST sends it as the body, GET as
 * the query.
 */
export function withShareContext(context: ShareContext, params: Record<string, unknown> = {}): SharePayload {
  return {
    sourceId: context.sourceId,
    permissionId: context.permissionId,
    permissionType: context.permissionType,
    sourceType: context.sourceType ?? SHARE_DEFAULT_SOURCE_TYPE,
    module: context.module,
    ...params,
  };
}

/** The share context is complete: every call needs it (spec 3). */
export function isShareContext(value: unknown): value is ShareContext {
  if (!isRecord(value)) return false;
  return ['sourceId', 'permissionId', 'permissionType', 'module'].every(
    (key) => asString(value[key]).trim() !== '',
  );
}

/** A share target type (`user`, `dept` ...) is one of spec 3's. */
export function isShareTargetType(value: unknown): value is ShareTargetType {
  return typeof value === 'string' && (SHARE_TARGET_TYPES as readonly string[]).includes(value);
}

const BROWSER_TYPE: Partial<Record<ShareTargetType, string>> = {
  user: 'resource',
  dept: 'department',
  subcompany: 'subcompany',
  group: 'group',
  position: 'position',
  role: 'role',
  organization: 'organization',
  external: 'external',
  combinationResource: 'combinationResource',
};

/** The browser type picking targets of a share target type; `null` for all and allExternal (nothing to pick). */
export function shareBrowserType(type: ShareTargetType): string | null {
  return BROWSER_TYPE[type] ?? null;
}

/**
 * spec 9: the numeric code of a share target type, as the browser feature counts them (user is
 * resource, dept is department): user 1, dept 2 (3 with subordinate), subcompany 5 (6), role 10,
 * group 14 (1411 without seclevel), all 11, external 110, allExternal 1101; `null` otherwise.
 */
export function shareTargetCode(
  type: ShareTargetType | string,
  options: TargetTypeCodeOptions = {},
): number | null {
  const browserType = isShareTargetType(type) ? (shareBrowserType(type) ?? type) : type;
  return targetTypeCode(browserType, options);
}

/** spec 4: row operations by default: desktop edit, delete, top; mobile edit and delete. */
export function defaultShareOperations(platform: Platform): ShareOperation[] {
  return platform === 'mobile' ? ['edit', 'delete'] : ['edit', 'delete', 'top'];
}

/** spec 4 top: the row `id` moved to the front, the others in their order (same rows if absent). */
export function moveToTop<T extends { id: string }>(rows: readonly T[], id: string): T[] {
  const index = rows.findIndex((row) => row.id === id);
  if (index <= 0) return [...rows];
  return [rows[index] as T, ...rows.slice(0, index), ...rows.slice(index + 1)];
}

/** spec 3: the search the list starts with. */
export const EMPTY_SHARE_SEARCH: ShareSearch = {
  searchType: 'default',
  keywords: '',
  targetType: '',
  targetId: '',
};

/**
 * spec 4: whether a new search sends the list back to page 1: target type or target id changed for
 * the default search, keywords for the keyword search (or the search type itself changed).
 */
export function searchResetsPage(previous: ShareSearch, next: ShareSearch): boolean {
  if (previous.searchType !== next.searchType) return true;
  if (next.searchType === 'keyword') return previous.keywords.trim() !== next.keywords.trim();
  return previous.targetType !== next.targetType || previous.targetId !== next.targetId;
}

/** spec 3: the search params a list call sends (keywords, or targetType and targetId). */
export function searchParams(search: ShareSearch): Pick<ShareQuery, 'keywords' | 'targetType' | 'targetId'> {
  if (search.searchType === 'keyword') {
    const keywords = search.keywords.trim();
    return keywords ? { keywords } : {};
  }
  return {
    ...(search.targetType ? { targetType: search.targetType } : {}),
    ...(search.targetId ? { targetId: search.targetId } : {}),
  };
}

/** Target ids as spec 3's searchTargetId: comma-joined. */
export function joinTargetIds(ids: readonly string[]): string {
  return ids.filter((id) => id !== '').join(',');
}

/** The last page holding `total` rows (1 when empty). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(SHARE_FIRST_PAGE, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/**
 * spec 4: after deleting `removed` rows the list reloads on the same page, unless that page became
 * empty: then the last page that still has rows.
 */
export function pageAfterDelete(current: number, pageSize: number, total: number, removed: number): number {
  return Math.min(Math.max(SHARE_FIRST_PAGE, current), lastPage(total - removed, pageSize));
}

/** Checked keys kept after a reload: only those still on the page. */
export function keepChecked(checked: readonly string[], rows: readonly ShareRow[]): string[] {
  const ids = new Set(rows.map((row) => row.id));
  return checked.filter((id) => ids.has(id));
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  return '';
}

function flagged(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Columns of the server's answer; entries without dataIndex are left out. */
export function parseColumns(value: unknown): ShareColumn[] {
  const seen = new Set<string>();
  const out: ShareColumn[] = [];
  for (const entry of asArray(value)) {
    if (!isRecord(entry)) continue;
    const dataIndex = asString(entry.dataIndex).trim();
    if (!dataIndex || seen.has(dataIndex) || dataIndex.startsWith('__')) continue;
    seen.add(dataIndex);
    const width = asNumber(entry.width, Number.NaN);
    out.push({ dataIndex, title: asString(entry.title, dataIndex), ...(width > 0 ? { width } : {}) });
  }
  return out;
}

/** Rows of the server's answer; rows without an id (or repeated) are left out. */
export function parseRows(value: unknown): ShareRow[] {
  const seen = new Set<string>();
  const out: ShareRow[] = [];
  for (const entry of asArray(value)) {
    if (!isRecord(entry)) continue;
    const id = text(entry.id).trim();
    if (!id || seen.has(id)) continue;
    seen.add(id);
    const values: Record<string, string> = {};
    for (const [key, field] of Object.entries(entry)) {
      if (key !== '__proto__') values[key] = text(field);
    }
    out.push({
      id,
      targetType: asString(entry.targetType),
      deleted: flagged(entry.delete) || flagged(entry.isDelete),
      sort: asNumber(entry.sort, 0),
      values,
    });
  }
  return out;
}

/** A page of the permission table from an untrusted answer (missing parts fail soft). */
export function parseSharePage(data: unknown, query: Pick<ShareQuery, 'current' | 'pageSize'>): SharePage {
  const record = isRecord(data) ? data : {};
  const rows = parseRows(record.data ?? record.list);
  const total = Math.max(rows.length, Math.floor(asNumber(record.total, rows.length)));
  const hasMore =
    typeof record.hasMore === 'boolean' ? record.hasMore : query.current * query.pageSize < total;
  const version = versionFrom(record.version);
  return {
    rows,
    columns: parseColumns(record.columns),
    total,
    hasMore,
    ...(version !== undefined ? { version } : {}),
  };
}

function parseRules(value: unknown): ShareRuleCondition[] {
  const rules: ShareRuleCondition[] = [];
  for (const rule of asArray(value)) {
    if (!isRecord(rule) || text(rule.fieldId).trim() === '') continue;
    const condition: ShareRuleCondition = {
      fieldId: text(rule.fieldId),
      in: text(rule.in),
      type: text(rule.type),
      virtualId: text(rule.virtualId),
      content: text(rule.content),
      operate: text(rule.operate),
    };
    // the readable names a server adds beside the ids (never required: the ids stand in)
    const fieldName = text(rule.fieldName).trim();
    const contentName = text(rule.contentName).trim();
    if (fieldName) condition.fieldName = fieldName;
    if (contentName) condition.contentName = contentName;
    rules.push(condition);
  }
  return rules;
}

/**
 * spec 3 matrix items with their rule conditions, from an untrusted answer (a list, or `items` or
 * `data` holding one); entries without an id and conditions without a fieldId are left out.
 */
export function parseMatrixItems(data: unknown): ShareMatrixItem[] {
  const list = isRecord(data) ? asArray(data.items ?? data.data) : asArray(data);
  const out: ShareMatrixItem[] = [];
  for (const entry of list) {
    if (!isRecord(entry)) continue;
    const id = text(entry.id).trim();
    if (!id) continue;
    out.push({
      id,
      groupType: text(entry.groupType),
      itemName: text(entry.itemName),
      matrixId: text(entry.matrixId),
      matrixValueId: text(entry.matrixValueId),
      matrixRules: parseRules(entry.matrixRules),
      condition: parseRules(entry.condition),
    });
  }
  return out;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A position level read from an answer: its spec 9 code (1311, 13, 12) or the level itself (1-3). */
function positionLevelOf(value: unknown): number {
  const number = Math.floor(asNumber(value, 1));
  return [1, 2, 3].find((level) => positionLevelCode(level) === number) ?? clamp(number, 1, 3);
}

/** The values an add form starts from. */
export function emptyAuthValues(range: { min: number; max: number } = SHARE_SECLEVEL_RANGE): AuthFormValues {
  return {
    targetType: 'user',
    targets: [],
    seclevelMin: range.min,
    seclevelMax: range.max,
    roleLevel: 0,
    positionLevel: 1,
    subordinate: false,
  };
}

function parseTargets(value: unknown, type: ShareTargetType): BrowserSelectedItem[] {
  const browserType = shareBrowserType(type) ?? type;
  const out: BrowserSelectedItem[] = [];
  for (const entry of asArray(value)) {
    if (!isRecord(entry)) continue;
    const id = text(entry.id).trim();
    if (!id) continue;
    out.push({ id, type: browserType, name: asString(entry.name, id) });
  }
  return out;
}

/** The auth form query's answer (spec 7), checked: values to start from, offered types, ranges, matrix. */
export function parseAuthForm(data: unknown): AuthFormData {
  const record = isRecord(data) ? data : {};
  const rangeRecord = isRecord(record.seclevelRange) ? record.seclevelRange : {};
  const min = Math.floor(asNumber(rangeRecord.min, SHARE_SECLEVEL_RANGE.min));
  const max = Math.max(min, Math.floor(asNumber(rangeRecord.max, SHARE_SECLEVEL_RANGE.max)));
  const seclevelRange = { min, max };
  const offered = asArray(record.targetTypes).filter(isShareTargetType);
  const targetTypes = offered.length > 0 ? offered : [...SHARE_TARGET_TYPES];
  const base = emptyAuthValues(seclevelRange);
  const source = isRecord(record.values) ? record.values : {};
  const targetType = isShareTargetType(source.targetType)
    ? source.targetType
    : (targetTypes[0] ?? base.targetType);
  const seclevelMin = clamp(Math.floor(asNumber(source.seclevelMin, min)), min, max);
  const values: AuthFormValues = {
    targetType,
    targets: parseTargets(source.targets, targetType),
    seclevelMin,
    seclevelMax: clamp(Math.floor(asNumber(source.seclevelMax, max)), seclevelMin, max),
    roleLevel: clamp(Math.floor(asNumber(source.role_level ?? source.roleLevel, 0)), 0, 2),
    positionLevel: positionLevelOf(source.position_level ?? source.positionLevel),
    subordinate: flagged(source.subordinate),
  };
  const matrixId = asString(record.matrixId).trim();
  const version = versionFrom(record.version);
  return {
    values,
    targetTypes,
    seclevelRange,
    matrixId: matrixId || null,
    ...(version !== undefined ? { version } : {}),
  };
}

/** A share target type needs picked targets (all and allExternal do not). */
export function needsTargets(type: ShareTargetType): boolean {
  return shareBrowserType(type) !== null;
}

/** Why the auth form cannot be saved, as message keys by field (empty: it can). */
export function validateAuthForm(
  values: AuthFormValues,
  range: { min: number; max: number } = SHARE_SECLEVEL_RANGE,
): Partial<Record<'targets' | 'seclevel', 'share.auth.error.targets' | 'share.auth.error.seclevel'>> {
  const errors: Partial<
    Record<'targets' | 'seclevel', 'share.auth.error.targets' | 'share.auth.error.seclevel'>
  > = {};
  if (needsTargets(values.targetType) && values.targets.length === 0)
    errors.targets = 'share.auth.error.targets';
  const { seclevelMin: low, seclevelMax: high } = values;
  if (
    !Number.isInteger(low) ||
    !Number.isInteger(high) ||
    low > high ||
    low < range.min ||
    high > range.max
  ) {
    errors.seclevel = 'share.auth.error.seclevel';
  }
  return errors;
}

/**
 * spec 3 "Browser selection keys", with spec 9's codes: what an add (or edit) sends for the form's
 * values. `objType` is the target type code (department 2, 3 with subordinates; subcompany 5, 6;
 * group 14, or 1411 when sent without a security level, which is when its range restricts nothing);
 * `position_level` is the level's code (1 → 1311, 2 → 13, 3 → 12); departments and subcompanies
 * carry `department_attribute` ("subordinate" when their sub-organisations are included),
 * `partTimeStaff` and `include_superior`; `shareKey` is the host's key of the setting, when given.
 */
export function authFormPayload(
  values: AuthFormValues,
  id?: string,
  options: { shareKey?: string; seclevelRange?: { min: number; max: number } } = {},
): Record<string, unknown> {
  const orgUnit = values.targetType === 'dept' || values.targetType === 'subcompany';
  const subordinate = values.subordinate && orgUnit;
  const range = options.seclevelRange ?? SHARE_SECLEVEL_RANGE;
  const withoutSeclevel =
    values.targetType === 'group' && values.seclevelMin <= range.min && values.seclevelMax >= range.max;
  const shareKey = options.shareKey?.trim();
  return {
    ...(id ? { id } : {}),
    ...(shareKey ? { shareKey } : {}),
    targetType: values.targetType,
    objType: shareTargetCode(values.targetType, { subordinate, withoutSeclevel }) ?? values.targetType,
    targetId: needsTargets(values.targetType) ? joinTargetIds(values.targets.map((item) => item.id)) : '',
    targetName: needsTargets(values.targetType) ? values.targets.map((item) => item.name).join(',') : '',
    ...(withoutSeclevel ? {} : { seclevel: `${values.seclevelMin}-${values.seclevelMax}` }),
    ...(values.targetType === 'role' ? { role_level: values.roleLevel } : {}),
    ...(values.targetType === 'position' ? { position_level: positionLevelCode(values.positionLevel) } : {}),
    ...(orgUnit
      ? {
          department_attribute: subordinate ? 'subordinate' : '',
          partTimeStaff: values.partTimeStaff === true,
          include_superior: values.includeSuperior === true,
        }
      : {}),
    subordinate,
  };
}
