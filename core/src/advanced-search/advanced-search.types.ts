// Shapes of the advanced search panel (spec 3: search field item, search result payload, date,
// scope and secret-level values, saved common filter, filter history; spec 7: search endpoints).
import type { BrowserSelectedItem } from '../browser';
import type { DatePresetKey } from '../dates';

/** spec 7: the calls under `/api/{module}/search/`. */
export type SearchAction =
  | 'queryCommonConditions'
  | 'updateCommonConditions'
  | 'queryHistories'
  | 'clearHistory'
  | 'addToHistory'
  | 'deleteHistory'
  | 'saveAsSnaps'
  | 'querySnapsName'
  | 'queryDefaultSnaps'
  | 'deleteSnap'
  | 'querySnapsDetail'
  | 'updateSnaps'
  | 'queryPersonalMatchWords'
  | 'updatePersonalMatchWords';

/** spec 3 item types of a search field (INPUT is the plain text box, SECRETLEVEL the secret-level pair). */
export type SearchItemType =
  | 'INPUT'
  | 'INPUTNUMBER'
  | 'RADIO'
  | 'SCOPE'
  | 'CHECKBOX'
  | 'DATEPICKER'
  | 'DATETIMEPICKER'
  | 'SELECT'
  | 'BROWSER'
  | 'TYPESBROWSER'
  | 'SECRETLEVEL';

/** One option of a RADIO, CHECKBOX or SELECT field. */
export interface SearchOption {
  value: string;
  label: string;
}

/** spec 3 "Search field item". */
export interface SearchFieldItem {
  id: string;
  title: string;
  itemType: SearchItemType;
  /** `commonGroup` for common conditions. */
  groupId?: string;
  custom?: boolean;
  disable?: boolean;
  /** Hidden field: never shown, never a quick-search field. */
  hide?: boolean;
  /** Shown in the panel (the setting panel decides; `defaultShow` when absent). */
  show?: boolean;
  defaultShow?: boolean;
  /** Offered in the quick search box. */
  needQuickSearch?: boolean;
  customParameterName?: string;
  customParameters?: Record<string, unknown>;
  condition?: string;
  /** Order in the panel (spec 7 queryCommonConditions). */
  sort?: number;
  /** Open (expanded) in the panel. */
  open?: boolean;
  layoutId?: string;
  selectedKeyPrior?: boolean;
  realDateValue?: boolean;
  weekStart?: number;
  format?: string;
  isRange?: boolean;
  /** RADIO, CHECKBOX, SELECT options. */
  options?: readonly SearchOption[];
  /** BROWSER: the browser type; TYPESBROWSER: the types offered. */
  browser?: {
    type?: string;
    module?: string;
    multiple?: boolean;
    types?: readonly { type: string; label: string }[];
  };
  /** Columns of the 12-column panel row the field takes (spec 9: 12 by default, a half row is 6). */
  colSpan?: number;
}

/** spec 3 date field value. */
export interface SearchDateValue {
  value: [start: string | null, end: string | null];
  selectedKey: DatePresetKey | '' | null;
  selectedName: string;
}

/** spec 3 scope value. */
export interface SearchScopeValue {
  min: number | string | null;
  max: number | string | null;
}

/** spec 3 secret-level value. */
export interface SearchSecretLevelValue {
  secretLevel: string | number | null;
  secretLevelValidity: string | null;
}

/** What one field holds. */
export type SearchValue =
  | string
  | number
  | readonly string[]
  | readonly BrowserSelectedItem[]
  | SearchDateValue
  | SearchScopeValue
  | SearchSecretLevelValue
  | null
  | undefined;

/** Values by field id. */
export type SearchValues = Record<string, SearchValue>;

/** spec 4: all conditions (and) or any (or). */
export type MatchMode = 'and' | 'or';

/** spec 3 "Search result payload". */
export interface SearchPayload {
  formDatas: Record<string, unknown>;
  /** Keyword per visible quick-search field. */
  quickSearchDatas: Record<string, string>;
  type: MatchMode;
}

/** spec 7 queryCommonConditions: one condition's place in the panel. */
export interface CommonConditionSetting {
  layoutId: string;
  sort: number;
  open: boolean;
}

/** spec 3 saved common filter (snapshot), as a list shows it. */
export interface SavedFilterSummary {
  id: string;
  name: string;
  isPublic: boolean;
  isDefault: boolean;
  /** Who saved it (the fake backend's user id). */
  owner?: string;
  /** The version a change names (issue 35 item 9); undefined when the server gives none. */
  version?: number;
}

/** spec 3 saved common filter with its content. */
export interface SavedFilter extends SavedFilterSummary {
  /** The parsed content: match mode, layout (shown field ids in order) and values. */
  content: SavedFilterContent;
  range: FilterRange[];
  snapDescription: string;
  conditionId: string;
  module: string;
}

/** What a saved filter keeps (spec 3: condition, layout, data). */
export interface SavedFilterContent {
  condition: MatchMode;
  /** Ids of the shown fields in order; empty keeps the panel's layout. */
  layout: string[];
  data: SearchValues;
}

/** spec 5 use-range options of a public filter. */
export type FilterRange = 'person' | 'department' | 'commonGroup' | 'everyone';

/** spec 3 filter history entry (per module and conditionId). */
export interface SearchHistoryEntry {
  id: string;
  /** What was searched, readable. */
  title: string;
  content: SavedFilterContent;
  time: string;
}

/** spec 3 / 6 user admin flags. */
export interface FilterUser {
  id?: string;
  admin?: boolean;
  moduleAdmin?: boolean;
  modules?: readonly string[];
}
