// The advanced search rules (spec 5 search emptiness and common filter, spec 6 public filters,
// spec 7 endpoints, spec 9 constants), pure and table-tested.
import type { DatePresetKey } from '../dates';
import { versionFrom } from '../http/save-problem';
import { asArray, asNumber, asString, isRecord } from '../shared/guards';
import { t } from './messages';
import type {
  CommonConditionSetting,
  FilterRange,
  FilterUser,
  MatchMode,
  SavedFilter,
  SavedFilterContent,
  SavedFilterSummary,
  SearchAction,
  SearchDateValue,
  SearchFieldItem,
  SearchHistoryEntry,
  SearchPayload,
  SearchScopeValue,
  SearchSecretLevelValue,
  SearchValue,
  SearchValues,
} from './advanced-search.types';

/** spec 7: every advanced search call. */
export const SEARCH_ACTIONS: readonly SearchAction[] = [
  'queryCommonConditions',
  'updateCommonConditions',
  'queryHistories',
  'clearHistory',
  'addToHistory',
  'deleteHistory',
  'saveAsSnaps',
  'querySnapsName',
  'queryDefaultSnaps',
  'deleteSnap',
  'querySnapsDetail',
  'updateSnaps',
  'queryPersonalMatchWords',
  'updatePersonalMatchWords',
];

/** spec 9: default match mode. */
export const SEARCH_DEFAULT_MATCH_MODE: MatchMode = 'and';
/** spec 9: a condition takes the 12-column row's 12 columns unless it says otherwise. */
export const SEARCH_COLUMN_SPAN = 12;
/** spec 9: the save-common-filter dialog's width (desktop), and mobile dialogs' width. */
export const SEARCH_DIALOG_WIDTH = 500;
export const SEARCH_MOBILE_DIALOG_WIDTH = '95%';
/** spec 9: filter name max length. */
export const FILTER_NAME_MAX = 255;
/** spec 4: the panel-loading flag is cleared this long after init. */
export const PANEL_LOADING_MS = 100;
/** spec 5: use-range options of a public filter. */
export const FILTER_RANGES: readonly FilterRange[] = ['person', 'department', 'commonGroup', 'everyone'];
/** spec 6: the menu permission check. */
export const FILTER_ADMIN_MENU_CODE = 'advanceSearch';
export const FILTER_ADMIN_PERMISSION = 'advanceSearchAdmin';
export const CHECK_PERMISSION_URL = '/api/auth/menu/check-permission';
/** spec 4: browsers where sub-organisations may be included. */
export const SUB_ORGANISATION_TYPES: readonly string[] = ['department', 'subcompany', 'organization'];

/** Options of `searchEndpoint`. */
export interface SearchEndpointOptions {
  /** The suite module (`public` when missing). */
  module?: string;
  /** Mobile calls go under `/api/app/`. */
  mobile?: boolean;
}

/** spec 7: where an advanced search call goes: `/api/{module}/search/{action}` (`/api/app/...` on mobile). */
export function searchEndpoint(action: SearchAction, options: SearchEndpointOptions = {}): string {
  const module = options.module?.trim() || 'public';
  return `${options.mobile ? '/api/app' : '/api'}/${encodeURIComponent(module)}/search/${action}`;
}

/** spec 7: GET for the queries, POST for the changes. */
export function searchMethod(action: SearchAction): 'GET' | 'POST' {
  return action.startsWith('query') ? 'GET' : 'POST';
}

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The field is a date field (one date or a range). */
export function isDateItem(field: Pick<SearchFieldItem, 'itemType'>): boolean {
  return field.itemType === 'DATEPICKER' || field.itemType === 'DATETIMEPICKER';
}

// a preset key's shape only: the date picker checks the key against its presets (and this entry
// does not load the dates texts)
const isPresetKeyShape = (key: unknown): key is DatePresetKey =>
  typeof key === 'string' && /^[A-Za-z]{1,32}$/.test(key);

/** A date value read from untrusted data (a saved filter, a history entry). */
export function readDateValue(value: unknown): SearchDateValue {
  const record = isRecord(value) ? value : {};
  const pair = asArray(record.value);
  const end = (index: number) => {
    const raw = pair[index];
    return typeof raw === 'string' && raw.trim() !== '' ? raw : null;
  };
  const key = record.selectedKey;
  return {
    value: [end(0), end(1)],
    selectedKey: isPresetKeyShape(key) ? key : '',
    selectedName: asString(record.selectedName),
  };
}

/**
 * spec 5: a field's value is empty. A date range is empty when both ends and the selected key are
 * empty; a scope when min and max are empty; a secret level when the level is empty; strings after
 * trimming; lists when they hold nothing.
 */
export function isFieldEmpty(
  field: Pick<SearchFieldItem, 'itemType'>,
  value: SearchValue | unknown,
): boolean {
  if (isBlank(value)) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isDateItem(field) && isRecord(value)) {
    const pair = asArray(value.value);
    return isBlank(pair[0]) && isBlank(pair[1]) && isBlank(value.selectedKey);
  }
  if (field.itemType === 'SCOPE' && isRecord(value)) return isBlank(value.min) && isBlank(value.max);
  if (field.itemType === 'SECRETLEVEL' && isRecord(value)) return isBlank(value.secretLevel);
  if (typeof value === 'number') return Number.isNaN(value);
  if (isRecord(value)) return Object.keys(value).length === 0;
  return false;
}

/** spec 5: the search is empty when every field is empty. */
export function isSearchEmpty(
  fields: readonly Pick<SearchFieldItem, 'id' | 'itemType'>[],
  values: SearchValues,
): boolean {
  return fields.every((field) => isFieldEmpty(field, values[field.id]));
}

const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/** The value as the payload carries it (spec 3 shapes), strings trimmed. */
export function payloadValue(field: Pick<SearchFieldItem, 'itemType'>, value: SearchValue): unknown {
  if (isDateItem(field) && (isRecord(value) || typeof value === 'string')) {
    if (typeof value === 'string') return { value: value.trim(), selectedKey: '', selectedName: '' };
    const date = readDateValue(value);
    return { value: date.value, selectedKey: date.selectedKey ?? '', selectedName: date.selectedName };
  }
  if (field.itemType === 'SCOPE' && isRecord(value)) {
    const scope = value as unknown as SearchScopeValue;
    return {
      min: isBlank(scope.min) ? '' : trimmed(scope.min),
      max: isBlank(scope.max) ? '' : trimmed(scope.max),
    };
  }
  if (field.itemType === 'SECRETLEVEL' && isRecord(value)) {
    const secret = value as unknown as SearchSecretLevelValue;
    return {
      secretLevel: trimmed(secret.secretLevel),
      secretLevelValidity: trimmed(secret.secretLevelValidity ?? ''),
    };
  }
  if (Array.isArray(value)) return value.map(trimmed);
  return trimmed(value);
}

/** Options of `buildSearchPayload`. */
export interface SearchPayloadOptions {
  /** `and` (default) or `or`. */
  matchMode?: MatchMode;
  /** Keywords typed in the quick search box, by field id. */
  quickSearch?: Record<string, string | undefined>;
}

/**
 * spec 3/5: the search result payload. Strings are trimmed, empty values left out; only visible
 * quick-search fields (`needQuickSearch`, not hidden) with a keyword go to `quickSearchDatas`.
 */
export function buildSearchPayload(
  fields: readonly SearchFieldItem[],
  values: SearchValues,
  options: SearchPayloadOptions = {},
): SearchPayload {
  const formDatas: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.id];
    if (!isFieldEmpty(field, value)) formDatas[field.id] = payloadValue(field, value);
  }
  const quickSearchDatas: Record<string, string> = {};
  const quick = options.quickSearch ?? {};
  for (const field of fields) {
    if (!field.needQuickSearch || field.hide) continue;
    const keyword = quick[field.id];
    if (typeof keyword === 'string' && keyword.trim() !== '') quickSearchDatas[field.id] = keyword.trim();
  }
  return { formDatas, quickSearchDatas, type: options.matchMode === 'or' ? 'or' : 'and' };
}

/** What `validateCommonFilter` checks. */
export interface CommonFilterDraft {
  name: string;
  isPublic?: boolean;
  range?: readonly string[];
  description?: string;
  /** The filled conditions: a count, a list, or the values by field id. */
  conditions: number | readonly unknown[] | Record<string, unknown>;
}

/** Messages by field (`name`, `range`, `description`, `conditions`); empty when the filter is valid. */
export type CommonFilterErrors = Partial<Record<'name' | 'range' | 'description' | 'conditions', string>>;

function conditionCount(conditions: CommonFilterDraft['conditions']): number {
  if (typeof conditions === 'number') return conditions;
  if (Array.isArray(conditions)) return conditions.length;
  if (isRecord(conditions)) return Object.values(conditions).filter((value) => !isBlank(value)).length;
  return 0;
}

/**
 * spec 5: a common filter's errors: name required (spaces only is empty) and at most 255
 * characters; range required when saving as public; description required when shown; at least one
 * condition.
 */
export function validateCommonFilter(
  draft: CommonFilterDraft,
  options: { showDescription?: boolean } = {},
  translate: typeof t = t,
): CommonFilterErrors {
  const errors: CommonFilterErrors = {};
  const name = typeof draft.name === 'string' ? draft.name.trim() : '';
  if (name === '') errors.name = translate('advanced-search.error.nameRequired');
  else if (name.length > FILTER_NAME_MAX)
    errors.name = translate('advanced-search.error.nameTooLong', { max: FILTER_NAME_MAX });
  if (draft.isPublic && (!Array.isArray(draft.range) || draft.range.length === 0))
    errors.range = translate('advanced-search.error.rangeRequired');
  if (options.showDescription && (typeof draft.description !== 'string' || draft.description.trim() === ''))
    errors.description = translate('advanced-search.error.descriptionRequired');
  if (conditionCount(draft.conditions) < 1)
    errors.conditions = translate('advanced-search.error.noCondition');
  return errors;
}

/** Options of `isFilterAdmin` (spec 6): the first one given decides. */
export interface FilterAdminOptions {
  module?: string;
  /** The host's own hook. */
  customCheck?: (
    user: FilterUser | null | undefined,
    module: string | undefined,
  ) => boolean | Promise<boolean>;
  /** The menu permission check: posts to `/api/auth/menu/check-permission`, resolves to the answer's `data`. */
  checkPermission?: (payload: { menuCode: string }) => Promise<unknown>;
}

/**
 * spec 6: may `user` save a common filter as public (a module admin)? Decided by `customCheck`,
 * else by the permission check (`data[0].code === 'advanceSearchAdmin'`), else by the old rule
 * (admin, module admin, or the module in the user's modules). A failed check means no.
 */
export async function isFilterAdmin(
  user: FilterUser | null | undefined,
  options: FilterAdminOptions = {},
): Promise<boolean> {
  const { module, customCheck, checkPermission } = options;
  try {
    if (customCheck) return (await customCheck(user, module)) === true;
    if (checkPermission) {
      const data = asArray(await checkPermission({ menuCode: FILTER_ADMIN_MENU_CODE }));
      const first = data[0];
      return isRecord(first) && first.code === FILTER_ADMIN_PERMISSION;
    }
  } catch {
    return false;
  }
  if (!user) return false;
  if (user.admin === true || user.moduleAdmin === true) return true;
  return module !== undefined && Array.isArray(user.modules) && user.modules.includes(module);
}

/** spec 6: the range field shows only when saving as public by an admin. */
export function showsRangeField(isPublic: boolean, admin: boolean): boolean {
  return isPublic && admin;
}

/** spec 6: the default option is hidden when saving as public. */
export function showsDefaultOption(isPublic: boolean): boolean {
  return !isPublic;
}

/** spec 7 queryCommonConditions: the data list, checked (items without a layoutId are dropped). */
export function parseConditionSettings(data: unknown): CommonConditionSetting[] {
  const list = isRecord(data) ? asArray(data.data) : asArray(data);
  return list.flatMap((item, index) => {
    if (!isRecord(item)) return [];
    const layoutId = asString(item.layoutId, typeof item.layoutId === 'number' ? String(item.layoutId) : '');
    if (layoutId === '') return [];
    return [{ layoutId, sort: asNumber(item.sort, index), open: item.open === true || item.open === 'true' }];
  });
}

/**
 * spec 4: condition settings applied to the fields: a field named in the settings is shown (and
 * `open` as set) in the settings' order; the others keep their own `show` (or `defaultShow`) and
 * follow. No settings keep the fields as they are.
 */
export function applyConditionSettings(
  fields: readonly SearchFieldItem[],
  settings: readonly CommonConditionSetting[],
): SearchFieldItem[] {
  if (settings.length === 0) return fields.map((field) => ({ ...field }));
  const byId = new Map(settings.map((setting) => [setting.layoutId, setting]));
  const named = fields
    .filter((field) => byId.has(field.layoutId ?? field.id))
    .map((field) => {
      const setting = byId.get(field.layoutId ?? field.id) as CommonConditionSetting;
      return { ...field, show: true, open: setting.open, sort: setting.sort };
    })
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
  const others = fields
    .filter((field) => !byId.has(field.layoutId ?? field.id))
    .map((field) => ({ ...field, show: false }));
  return [...named, ...others];
}

/** The settings the setting panel saves (updateCommonConditions): shown fields in order. */
export function conditionSettingsOf(fields: readonly SearchFieldItem[]): CommonConditionSetting[] {
  return fields
    .filter((field) => isShown(field))
    .map((field, index) => ({
      layoutId: field.layoutId ?? field.id,
      sort: index,
      open: field.open === true,
    }));
}

/** A field the panel shows: not hidden, and shown (or shown by default). */
export function isShown(field: SearchFieldItem): boolean {
  if (field.hide) return false;
  return field.show ?? field.defaultShow ?? true;
}

/** Moves the field `id` to `index` among the fields. */
export function moveField(fields: readonly SearchFieldItem[], id: string, index: number): SearchFieldItem[] {
  const from = fields.findIndex((field) => field.id === id);
  if (from < 0) return [...fields];
  const next = [...fields];
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(index, next.length)), 0, moved as SearchFieldItem);
  return next;
}

/** Columns a field takes in the 12-column panel row (spec 9). */
export function columnSpan(field: SearchFieldItem): number {
  const span = field.colSpan ?? SEARCH_COLUMN_SPAN;
  return Number.isInteger(span) && span >= 1 && span <= 24 ? span : SEARCH_COLUMN_SPAN;
}

/** The values kept in a saved filter or a history entry: the non-empty ones, as the payload has them. */
export function filterContentOf(
  fields: readonly SearchFieldItem[],
  values: SearchValues,
  matchMode: MatchMode,
): SavedFilterContent {
  const data: SearchValues = {};
  for (const field of fields) {
    const value = values[field.id];
    if (!isFieldEmpty(field, value)) data[field.id] = value;
  }
  return { condition: matchMode, layout: fields.filter(isShown).map((field) => field.id), data };
}

/** A saved value read back for a field: untrusted data to the field's shape, or undefined. */
export function readFieldValue(field: SearchFieldItem, value: unknown): SearchValue {
  if (value === null || value === undefined) return undefined;
  switch (field.itemType) {
    case 'DATEPICKER':
    case 'DATETIMEPICKER':
      return typeof value === 'string'
        ? { value: [value, null], selectedKey: '', selectedName: '' }
        : readDateValue(value);
    case 'SCOPE': {
      const record = isRecord(value) ? value : {};
      const side = (raw: unknown) => (typeof raw === 'number' || typeof raw === 'string' ? raw : null);
      return { min: side(record.min), max: side(record.max) };
    }
    case 'SECRETLEVEL': {
      const record = isRecord(value) ? value : {};
      const level = record.secretLevel;
      return {
        secretLevel: typeof level === 'string' || typeof level === 'number' ? level : null,
        secretLevelValidity:
          typeof record.secretLevelValidity === 'string' ? record.secretLevelValidity : null,
      };
    }
    case 'CHECKBOX':
      return asArray(value).filter((item): item is string => typeof item === 'string');
    case 'BROWSER':
    case 'TYPESBROWSER':
      return asArray(value).flatMap((item) =>
        isRecord(item) && typeof item.id === 'string'
          ? [
              {
                id: item.id,
                type: asString(item.type, field.browser?.type ?? ''),
                name: asString(item.name, item.id),
              },
            ]
          : [],
      );
    case 'INPUTNUMBER':
      return typeof value === 'number' || typeof value === 'string' ? asNumber(value, Number.NaN) : undefined;
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  }
}

/** A saved filter's content (JSON text or an object) read for `fields`: unknown fields and bad values dropped. */
export function parseFilterContent(fields: readonly SearchFieldItem[], content: unknown): SavedFilterContent {
  let raw: unknown = content;
  if (typeof content === 'string') {
    try {
      raw = JSON.parse(content);
    } catch {
      raw = {};
    }
  }
  const record = isRecord(raw) ? raw : {};
  const data = isRecord(record.data) ? record.data : {};
  const values: SearchValues = {};
  for (const field of fields) {
    const value = readFieldValue(field, data[field.id]);
    if (value !== undefined && !isFieldEmpty(field, value)) values[field.id] = value;
  }
  const known = new Set(fields.map((field) => field.id));
  return {
    condition: record.condition === 'or' ? 'or' : 'and',
    layout: asArray(record.layout).filter((id): id is string => typeof id === 'string' && known.has(id)),
    data: values,
  };
}

/** Shows the layout's fields in its order, the others hidden; an empty layout keeps the fields. */
export function applyLayout(
  fields: readonly SearchFieldItem[],
  layout: readonly string[],
): SearchFieldItem[] {
  if (layout.length === 0) return fields.map((field) => ({ ...field }));
  const byId = new Map(fields.map((field) => [field.id, field]));
  const shown = layout.flatMap((id) => {
    const field = byId.get(id);
    return field ? [{ ...field, show: true }] : [];
  });
  const rest = fields
    .filter((field) => !layout.includes(field.id))
    .map((field) => ({ ...field, show: false }));
  return [...shown, ...rest];
}

/** A saved-filter list entry from untrusted data, or null. */
export function parseFilterSummary(value: unknown): SavedFilterSummary | null {
  if (!isRecord(value)) return null;
  const id = typeof value.id === 'number' ? String(value.id) : asString(value.id);
  const name = asString(value.name);
  if (id === '' || name === '') return null;
  const flag = (raw: unknown) => raw === true || raw === 1 || raw === '1' || raw === 'true';
  return {
    id,
    name,
    isPublic: flag(value.isPublic),
    isDefault: flag(value.isDefault),
    ...(typeof value.owner === 'string' ? { owner: value.owner } : {}),
    ...(versionFrom(value.version) !== undefined ? { version: versionFrom(value.version) } : {}),
  };
}

/** A saved filter with its content from untrusted data, or null. */
export function parseSavedFilter(fields: readonly SearchFieldItem[], value: unknown): SavedFilter | null {
  const summary = parseFilterSummary(value);
  if (!summary || !isRecord(value)) return null;
  let range: unknown = value.range ?? value.rangeContent;
  if (typeof range === 'string') {
    const text = range;
    try {
      range = JSON.parse(text);
    } catch {
      range = text.split(',');
    }
  }
  return {
    ...summary,
    content: parseFilterContent(fields, value.content),
    range: asArray(range).filter((item): item is FilterRange => FILTER_RANGES.includes(item as FilterRange)),
    snapDescription: asString(value.snapDescription),
    conditionId: asString(value.conditionId),
    module: asString(value.module),
  };
}

/** A history entry from untrusted data, or null. */
export function parseHistoryEntry(
  fields: readonly SearchFieldItem[],
  value: unknown,
): SearchHistoryEntry | null {
  if (!isRecord(value)) return null;
  const id = typeof value.id === 'number' ? String(value.id) : asString(value.id);
  if (id === '') return null;
  const content = parseFilterContent(fields, value.content);
  return { id, title: historyTitle(fields, content), content, time: asString(value.time) };
}

/** A readable line for a search: the field titles and values (what a history list shows). */
export function historyTitle(fields: readonly SearchFieldItem[], content: SavedFilterContent): string {
  return fields
    .filter((field) => content.data[field.id] !== undefined)
    .map((field) => `${field.title}: ${displayValue(field, content.data[field.id])}`)
    .join('; ');
}

/** A value as text: a date's preset name or ends, a scope's ends, options' labels, picks' names. */
export function displayValue(field: SearchFieldItem, value: SearchValue): string {
  if (isFieldEmpty(field, value)) return '';
  if (isDateItem(field) && isRecord(value)) {
    const date = readDateValue(value);
    return date.selectedName || date.value.map((end) => end ?? '').join(' ~ ');
  }
  if (field.itemType === 'SCOPE' && isRecord(value)) {
    const scope = value as unknown as SearchScopeValue;
    return `${scope.min ?? ''} ~ ${scope.max ?? ''}`;
  }
  if (field.itemType === 'SECRETLEVEL' && isRecord(value))
    return String((value as unknown as SearchSecretLevelValue).secretLevel);
  const label = (raw: unknown) =>
    isRecord(raw)
      ? asString(raw.name, asString(raw.id))
      : (field.options?.find((option) => option.value === raw)?.label ?? String(raw));
  if (Array.isArray(value)) return value.map(label).join(', ');
  return label(value);
}

/** The browser field may include sub-organisations (spec 4). */
export function supportsSubOrganisation(field: SearchFieldItem): boolean {
  return field.itemType === 'BROWSER' && SUB_ORGANISATION_TYPES.includes(field.browser?.type ?? '');
}
