import type { BrowserSelectedItem } from '../browser';

/** spec 3: the share target types, in the spec's order. */
export const SHARE_TARGET_TYPES = [
  'user',
  'dept',
  'subcompany',
  'group',
  'position',
  'all',
  'role',
  'organization',
  'external',
  'allExternal',
  'combinationResource',
] as const;

/** One of `SHARE_TARGET_TYPES`. */
export type ShareTargetType = (typeof SHARE_TARGET_TYPES)[number];

/**
 * spec 3: the data-permission share context, sent with every call of the share list and the auth
 * form: the record (sourceId, sourceType), its permission (permissionId, permissionType) and module.
 */
export interface ShareContext {
  sourceId: string;
  permissionId: string;
  permissionType: string;
  /** Default 1. */
  sourceType?: number | string;
  module: string;
  /** The host's key of this share setting (spec 3 browser selection keys), sent with the auth form's save. */
  shareKey?: string;
}

/** The share context merged with a call's params, as sent (POST body, GET query). */
export type SharePayload = {
  sourceId: string;
  permissionId: string;
  permissionType: string;
  sourceType: number | string;
  module: string;
} & Record<string, unknown>;

/** Calls of spec 7: the permission table (list, delete, add, top, sort) and the auth form's. */
export type ShareAction = 'list' | 'delete' | 'add' | 'top' | 'sort' | 'formQuery' | 'matrixItems';

/** Row operations of spec 4. */
export type ShareOperation = 'edit' | 'delete' | 'top';

/** spec 3: the search of the share list: by target (default) or by keywords. */
export interface ShareSearch {
  searchType: 'default' | 'keyword';
  /** Keyword search. */
  keywords: string;
  /** Default search: the share target type ('' for any). */
  targetType: string;
  /** Default search: the picked targets' ids, comma-joined ('' for any). */
  targetId: string;
}

/** A column the server gives. */
export interface ShareColumn {
  dataIndex: string;
  title: string;
  width?: number;
}

/** One share (a row of the permission table), checked from the server's answer. */
export interface ShareRow {
  id: string;
  /** The share target type of the row. */
  targetType: string;
  /** spec 3: a row flagged delete shows the 'already deleted' tag. */
  deleted: boolean;
  /** Sort value (spec 9 sort step 65536). */
  sort: number;
  /** Every field of the row as text, by dataIndex. */
  values: Readonly<Record<string, string>>;
}

/** One page of the permission table. */
export interface SharePage {
  rows: ShareRow[];
  columns: ShareColumn[];
  total: number;
  hasMore: boolean;
  /** The permission table's version, which every change names (issue 35 item 9); absent: none given. */
  version?: number;
}

/** What a list call asks: the search params and the page. */
export interface ShareQuery {
  keywords?: string;
  targetType?: string;
  targetId?: string;
  current: number;
  pageSize: number;
}

/** spec 3: a rule condition of a matrix item. */
export interface ShareRuleCondition {
  fieldId: string;
  in: string;
  type: string;
  virtualId: string;
  content: string;
  operate: string;
  /** The field's name as people read it ("负责人"); the form shows `fieldId` only without one. */
  fieldName?: string;
  /** What `content` names, as people read it (the people's names for "u1,u2"). */
  contentName?: string;
}

/**
 * spec 3: a matrix item with its rule conditions. The conditions come in `condition` (as the card
 * reads the same call); rule-shaped entries of `matrixRules` (with a fieldId) are kept too.
 */
export interface ShareMatrixItem {
  id: string;
  groupType: string;
  itemName: string;
  matrixId: string;
  matrixValueId: string;
  matrixRules: ShareRuleCondition[];
  condition: ShareRuleCondition[];
}

/** The values the auth form edits (spec 3 browser selection keys). */
export interface AuthFormValues {
  targetType: ShareTargetType;
  targets: BrowserSelectedItem[];
  seclevelMin: number;
  seclevelMax: number;
  /** Role level (role targets): 0 department, 1 subcompany, 2 headquarters. */
  roleLevel: number;
  /** Position level (position targets): 1, 2 or 3 (spec 9 codes 1311, 13, 12). */
  positionLevel: number;
  /** Departments and subcompanies with their sub-organisations. */
  subordinate: boolean;
  /** Departments and subcompanies: their part-time staff too (spec 3 `partTimeStaff`). */
  partTimeStaff?: boolean;
  /** Departments and subcompanies: their superior organisations too (spec 3 `include_superior`). */
  includeSuperior?: boolean;
}

/** What the auth form query answers: the values to start from and what the form offers. */
export interface AuthFormData {
  values: AuthFormValues;
  /** Target types the form offers. */
  targetTypes: ShareTargetType[];
  /** The security level range allowed. */
  seclevelRange: { min: number; max: number };
  /** The matrix to load items of, if any. */
  matrixId: string | null;
  /** The share table's version when the form was loaded, which its save names (issue 35 item 9). */
  version?: number;
}
