// spec 3 "Form item", "Layout cell", "Card state", "Matrix item"; spec 5 form validation.
import type { RelationRecord } from '../relation';

/** The item types of spec 3, each rendered by both skins' `Form`. */
export type FormItemType =
  | 'TEXTAREA'
  | 'RADIO'
  | 'CHECKBOX'
  | 'RICHTEXT'
  | 'DATETIMEPICKER'
  | 'DATEPICKER'
  | 'FILTERBUTTONS'
  | 'BROWSER'
  | 'TYPESBROWSER'
  | 'UPLOAD'
  | 'PLUGIN'
  | 'CUSTOM'
  | 'RATE'
  | 'SIGNATURE'
  | 'INPUT'
  | 'INPUTNUMBER'
  | 'PASSWORD'
  | 'SWITCH'
  | 'SELECT'
  | 'SCOPE';

/** A choice of a RADIO, CHECKBOX, SELECT or FILTERBUTTONS item. */
export interface FormOption {
  id: string;
  content: string;
  disabled?: boolean;
}

/** Every field's value, by item id. */
export type FormValues = Record<string, unknown>;

/**
 * An antd-style rule (spec 5). `min`, `max` and `len` bound a number's value, a string's length
 * or an array's size; `validator` returns a message when the value is wrong.
 */
export interface FormRule {
  required?: boolean;
  pattern?: RegExp | string;
  min?: number;
  max?: number;
  len?: number;
  message?: string;
  validator?: (value: unknown, values: FormValues) => string | undefined;
}

/** What a dependency does to its target fields (spec 3 `cascadeRules`). */
export type FormDependencyEffect = 'show' | 'hide' | 'require' | 'fill';

/**
 * spec 3 `cascadeRules`: one rule of a field, set off by the field's value. `show` targets stay
 * hidden until a show rule sets off; `hide` hides them and `require` makes them required while it
 * holds; `fill` gives them `value` when the field changes to a matching value (they stay editable).
 */
export interface FormCascadeRule {
  effect: FormDependencyEffect;
  /** The fields the rule acts on (item ids). */
  targets: readonly string[];
  /**
   * The values that set the rule off (option ids, numbers, booleans; a picked entry by its id). A
   * multiple value sets it off when it holds one of them. Omitted: any non-empty value.
   */
  values?: readonly (string | number | boolean)[];
  /** `in` (default): the value is one of `values`; `notIn`: it is none of them (or empty). */
  operate?: 'in' | 'notIn';
  /** `fill`: the value the targets get. */
  value?: unknown;
}

/** A field dependency declared by the host for the whole form: a cascade rule and its source field. */
export interface FormDependency extends FormCascadeRule {
  /** The field whose value decides. */
  source: string;
}

/** spec 3 `attributeNames`: the names the server uses for an option's id and label. */
export interface FormAttributeNames {
  /** The option's id key (default `id`). */
  id?: string;
  /** The option's label key (default `content`). */
  content?: string;
}

/** One field of a form (spec 3 "Form item", the fields the widgets read). */
export interface FormItem {
  id: string;
  itemType: FormItemType | (string & {});
  label: string;
  required?: boolean;
  rules?: readonly FormRule[];
  hide?: boolean;
  disabled?: boolean;
  groupId?: string;
  readOnly?: boolean;
  options?: readonly FormOption[];
  /** TEXTAREA rows (default 2). */
  rows?: number;
  /** A common field (collected per group by `requiredCommonFields`); default true. */
  common?: boolean;
  /** Several picks (BROWSER, SELECT, UPLOAD). */
  multiple?: boolean;
  /** BROWSER type (`resource`, `customer` ...) and module; TYPESBROWSER offers `browserTypes`. */
  browserBean?: { type: string; module?: string };
  browserTypes?: readonly { type: string; label: string }[];
  /** INPUTNUMBER and SCOPE bounds (spec 5 defaults ±9007199254740991, step 1). */
  min?: number;
  max?: number;
  step?: number;
  /** INPUT, TEXTAREA, PASSWORD: most bytes (spec 5: ASCII counts 1, others 3). */
  maxLength?: number;
  placeholder?: string;
  /** Grid columns of 24 the field spans, and of those its label takes. */
  colSpan?: number;
  labelSpan?: number;
  /** spec 3: rules by which this field's value shows, hides, requires or fills others. */
  cascadeRules?: readonly FormCascadeRule[];
  /** spec 3: the keys of this field's options in the server's answer (read when the card loads). */
  attributeNames?: FormAttributeNames;
  /** spec 3: the section the field shows in, when it is not its data group (`groupId`). */
  showGroupId?: string;
  /**
   * spec 3: a date value's preset (`selectedKey`, such as this week) wins over its dates: a save
   * sends the preset, so the field stays relative to the day it is read.
   */
  selectedKeyPrior?: boolean;
  /** spec 3: the field is also a condition of the advanced search (`advancedSearchItems`). */
  inSearchAdvanced?: boolean;
}

/** spec 3 "Layout cell": where items sit; a hidden or disabled cell hides or disables them. */
export interface FormLayoutCell {
  id: string;
  items: readonly string[];
  groupId?: string;
  hide?: boolean;
  disabled?: boolean;
  labelId?: string;
  selectedFieldId?: string;
  colSpan?: number;
  labelSpan?: number;
}

/** A custom condition row: a field the user picked to show (added, switched, deleted). */
export interface CustomConditionRow {
  id: string;
  fieldId: string;
}

/** The kinds of card sections (spec 2.3). */
export type FormGroupKind = 'normal' | 'alwaysShow' | 'collapsible' | 'follow' | 'tags' | 'groupList';

/** A section of the form or card. */
export interface FormGroup {
  id: string;
  title: string;
  kind?: FormGroupKind;
  /** Open at first (collapsible sections). */
  open?: boolean;
  /** The module that owns the section; hidden when `displayModules` leaves it out. */
  module?: string;
}

/** A tag of the card (spec 3 "Card state" tags). */
export interface CardTag {
  id: string;
  name: string;
  color?: string;
}

/** spec 3 group list entry: a named list of layout cells. */
export interface CardGroupListEntry {
  id: string;
  name: string;
  layoutIds: readonly string[];
}

/** spec 3 "Matrix item". */
export interface MatrixItem {
  id: string;
  groupType: string;
  itemName: string;
  matrixId: string;
  matrixValueId: string;
  matrixRules: readonly unknown[];
  condition: readonly MatrixCondition[];
}

export interface MatrixCondition {
  fieldId: string;
  in?: boolean;
  type?: string;
  virtualId?: string;
  content?: string;
  operate?: string;
}

/** spec 3 "Card state" save params: the record saved. */
export interface SaveDataParams {
  objectId?: string;
  objectModule?: string;
  [key: string]: unknown;
}

/** spec 3 "Card state" `relevanceDatas`: the card's related records of one kind. */
export interface CardRelevanceData {
  /** `document`, `task`, `mainline` (projects), `calendar`, `customer`, `marketactivity` ... */
  kind: string;
  /** The links held. */
  items: readonly RelationRecord[];
  /** Free (unpaid) module: the group is read-only (spec 4). */
  moduleFree?: boolean;
}

/** What a card or form shows: the layout and data (spec 3 "Card state", the parts used). */
export interface FormCard {
  items: readonly FormItem[];
  data?: FormValues;
  layout?: readonly FormLayoutCell[];
  customLayout?: readonly CustomConditionRow[];
  groups?: readonly FormGroup[];
  tags?: readonly CardTag[];
  groupList?: readonly CardGroupListEntry[];
  saveDataParams?: SaveDataParams;
  /** spec 3: module, default common. */
  module?: string;
  title?: string;
  matrixItems?: readonly MatrixItem[];
  /** Field dependencies of the host, besides the items' own `cascadeRules`. */
  dependencies?: readonly FormDependency[];
  /** spec 3: the related records of the card, one group per kind, in the order shown. */
  relevanceDatas?: readonly CardRelevanceData[];
  /** spec 3: headers the card's calls carry (only to the API's own origin). */
  requestHeaderParams?: Readonly<Record<string, string>>;
  /**
   * spec 3 `dataParams`: parameters the card's field calls carry, so the server narrows what its
   * pickers list to this record (a BROWSER field sends them with its browser calls).
   */
  dataParams?: Readonly<Record<string, string | number | boolean>>;
  /** spec 3, 4: the record's secret level (initially -999: none); lower related records are dropped. */
  secretLevel?: number;
  /** spec 3: until when the secret level holds (as the server gives it). */
  secretLevelValidity?: string;
  /** spec 3: no save per field; changes wait for an explicit save. */
  prohibitRealTimeSaving?: boolean;
}

/** The answer of `validateForm` (spec 5). */
export interface FormValidation {
  valid: boolean;
  errors: Record<string, string[]>;
  firstErrorField: string | undefined;
  firstErrorGroup: string | undefined;
}

export interface ValidateFormOptions {
  /** Validate hidden items too (disabled ones never are). */
  includeHidden?: boolean;
}
