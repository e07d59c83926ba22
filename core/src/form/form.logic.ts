// spec 4 form state, spec 5 form validation, string length, number input, flex values; spec 9
// forms, row heights, confirm dialog, layout update retries, image lazy-load throttle.
import { FILTER_BUTTONS_PER_LINE, NUMBER_INPUT_DEFAULTS, parseFlexValue } from '../small-widgets';
import { isEmptyValue, stringByteLength } from '../shared/field-value';
import { numberInputBounds as numberBounds } from '../shared/number-bounds';
import { compileServerPattern, testServerPattern } from '../shared/server-pattern';
import { t } from './messages';
import type {
  FormItem,
  FormLayoutCell,
  FormRule,
  FormValidation,
  FormValues,
  SaveDataParams,
  ValidateFormOptions,
} from './form.types';

/** spec 5: number input default bounds (±9007199254740991) and step 1; the same object as small-widgets'. */
// spec 5's number-input bounds, flex values, string length and emptiness are the small widgets'
// rules (a module without texts, so the input and checkbox widgets reuse them without the form's)
export { NUMBER_INPUT_DEFAULTS, isEmptyValue, parseFlexValue, stringByteLength };

/** spec 9: the card skeleton until the form is initialised. */
export const CARD_SKELETON = { containerHeight: 300, rowHeight: 40 } as const;

/** spec 9 row heights. */
export const FORM_ROW_HEIGHTS = {
  default: 44,
  rate: 56,
  signature: 100,
  textareaBase: 19,
  textareaRow: 25.5,
  richText: 200,
  filterButtonsLine: 42,
} as const;

/** Default rows of a TEXTAREA. */
export const TEXTAREA_DEFAULT_ROWS = 2;

/** spec 4: the item types hover-edit leaves editable. */
const HOVER_EDITABLE = new Set(['RADIO', 'SWITCH', 'CHECKBOX', 'RATE', 'UPLOAD']);

/** spec 4: hover-edit makes read-only every item type but radio, switch, checkbox, rate and upload. */
export function isHoverEditReadOnly(itemType: string): boolean {
  return !HOVER_EDITABLE.has(itemType);
}

/** spec 9: the height of an item's row in px. */
export function formRowHeight(item: Pick<FormItem, 'itemType' | 'rows' | 'options'>): number {
  switch (item.itemType) {
    case 'RATE':
      return FORM_ROW_HEIGHTS.rate;
    case 'SIGNATURE':
      return FORM_ROW_HEIGHTS.signature;
    case 'TEXTAREA': {
      const rows = item.rows !== undefined && item.rows > 0 ? item.rows : TEXTAREA_DEFAULT_ROWS;
      return FORM_ROW_HEIGHTS.textareaBase + FORM_ROW_HEIGHTS.textareaRow * rows;
    }
    case 'RICHTEXT':
      return FORM_ROW_HEIGHTS.richText;
    case 'FILTERBUTTONS': {
      const lines = Math.max(1, Math.ceil((item.options?.length ?? 0) / FILTER_BUTTONS_PER_LINE));
      return FORM_ROW_HEIGHTS.filterButtonsLine * lines;
    }
    default:
      return FORM_ROW_HEIGHTS.default;
  }
}

/** An item's value is empty; a SCOPE is empty when both min and max are (spec 5). */
export function isItemValueEmpty(item: Pick<FormItem, 'itemType'>, value: unknown): boolean {
  if (item.itemType === 'SCOPE' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const scope = value as { min?: unknown; max?: unknown };
    return isEmptyValue(scope.min) && isEmptyValue(scope.max);
  }
  return isEmptyValue(value);
}

/** A field is required when flagged required or its rules contain required (spec 5). */
export function isItemRequired(item: Pick<FormItem, 'required' | 'rules'>): boolean {
  const custom = item.rules?.find((rule) => rule.required !== undefined);
  return custom ? custom.required === true : item.required === true;
}

/** The rules an item is checked with: the default required rule unless a custom one replaces it. */
export function itemRules(item: Pick<FormItem, 'required' | 'rules'>): FormRule[] {
  const rules = [...(item.rules ?? [])];
  const customRequired = rules.some((rule) => rule.required !== undefined);
  return item.required && !customRequired ? [{ required: true }, ...rules] : rules;
}

function sizeOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.length;
  if (Array.isArray(value)) return value.length;
  return undefined;
}

/**
 * The message a rule's pattern gives a value, or null when it passes. A host's RegExp is its own
 * code and runs as it is; a string pattern comes from the server and runs only when its worst case
 * is small (shared/server-pattern): one that could freeze the page is refused with its own message.
 * A malformed string pattern checks nothing.
 */
function patternError(
  item: FormItem,
  rule: FormRule,
  pattern: RegExp | string,
  value: unknown,
): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value);
  const label = item.label;
  if (typeof pattern !== 'string') {
    const re =
      pattern.global || pattern.sticky
        ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''))
        : pattern;
    return re.test(text) ? null : (rule.message ?? t('form.error.pattern', { label }));
  }
  switch (testServerPattern(pattern, text)) {
    case 'mismatch':
      return rule.message ?? t('form.error.pattern', { label });
    case 'unsafe':
      return t('form.error.patternUnsafe', { label });
    case 'tooLong':
      return t('form.error.patternTooLong', { label, max: compileServerPattern(pattern).maxInput });
    default:
      return null;
  }
}

/** The messages of one rule for a value (empty when it passes). */
function ruleErrors(item: FormItem, rule: FormRule, value: unknown, values: FormValues): string[] {
  const label = item.label;
  const empty = isItemValueEmpty(item, value);
  const out: string[] = [];
  if (rule.required && empty) out.push(rule.message ?? t('form.error.required', { label }));
  if (!empty) {
    const invalid = rule.pattern === undefined ? null : patternError(item, rule, rule.pattern, value);
    if (invalid) out.push(invalid);
    const size = sizeOf(value);
    if (size !== undefined) {
      const isNumber = typeof value === 'number';
      if (rule.len !== undefined && size !== rule.len) {
        out.push(
          rule.message ?? t(isNumber ? 'form.error.equal' : 'form.error.len', { label, len: rule.len }),
        );
      }
      if (rule.min !== undefined && size < rule.min) {
        out.push(
          rule.message ?? t(isNumber ? 'form.error.minValue' : 'form.error.min', { label, min: rule.min }),
        );
      }
      if (rule.max !== undefined && size > rule.max) {
        out.push(
          rule.message ?? t(isNumber ? 'form.error.maxValue' : 'form.error.max', { label, max: rule.max }),
        );
      }
    }
  }
  if (rule.validator) {
    try {
      const message = rule.validator(value, values);
      if (message) out.push(message);
    } catch (error) {
      out.push(error instanceof Error && error.message ? error.message : t('form.error.invalid', { label }));
    }
  }
  return out;
}

/** Item-type checks that need no rule: byte length and number bounds (spec 5). */
function builtInErrors(item: FormItem, value: unknown): string[] {
  const label = item.label;
  if (isItemValueEmpty(item, value)) return [];
  if (item.maxLength !== undefined && typeof value === 'string' && stringByteLength(value) > item.maxLength) {
    return [t('form.error.maxLength', { label, max: item.maxLength })];
  }
  if (item.itemType === 'INPUTNUMBER') {
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n)) return [t('form.error.number', { label })];
    const { min, max } = numberInputBounds(item);
    if (n < min) return [t('form.error.minValue', { label, min })];
    if (n > max) return [t('form.error.maxValue', { label, max })];
  }
  if (item.itemType === 'SCOPE' && value !== null && typeof value === 'object') {
    const { min, max } = value as { min?: unknown; max?: unknown };
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      return [t('form.error.scope', { label })];
    }
  }
  return [];
}

/** spec 5: an INPUTNUMBER's bounds and step, the number input's defaults where the item gives none. */
export function numberInputBounds(item: Pick<FormItem, 'min' | 'max' | 'step'>): {
  min: number;
  max: number;
  step: number;
} {
  const { min, max, step } = numberBounds(item);
  return { min, max, step };
}

/** Field errors from several sources, merged per field without duplicates (spec 5). */
export function mergeFieldErrors(
  ...sources: readonly (Readonly<Record<string, readonly string[]>> | undefined)[]
): Record<string, string[]> {
  const merged: Record<string, string[]> = {};
  for (const source of sources) {
    if (!source) continue;
    for (const [field, messages] of Object.entries(source)) {
      const list = (merged[field] ??= []);
      for (const message of messages) if (message && !list.includes(message)) list.push(message);
      if (list.length === 0) delete merged[field];
    }
  }
  return merged;
}

/** Whether an item takes part in validation (spec 5): enabled, and visible unless includeHidden. */
export function isValidated(item: Pick<FormItem, 'hide' | 'disabled'>, includeHidden = false): boolean {
  if (item.disabled) return false;
  return includeHidden || !item.hide;
}

/**
 * spec 5: validates visible, enabled items (hidden ones too with `includeHidden`; disabled ones
 * never). Required items get the required rule unless a custom rule with `required` replaces it;
 * errors merge per field without duplicates; the first error (in item order) and its group are
 * named.
 */
export function validateForm(
  items: readonly FormItem[],
  values: FormValues,
  options: ValidateFormOptions = {},
): FormValidation {
  const errors: Record<string, string[]> = {};
  let firstErrorField: string | undefined;
  let firstErrorGroup: string | undefined;
  const safeValues = values ?? {};
  for (const item of items) {
    if (!isValidated(item, options.includeHidden)) continue;
    const value = Object.prototype.hasOwnProperty.call(safeValues, item.id) ? safeValues[item.id] : undefined;
    const merged: string[] = errors[item.id] ?? [];
    for (const rule of itemRules(item)) {
      for (const message of ruleErrors(item, rule, value, safeValues))
        if (!merged.includes(message)) merged.push(message);
    }
    for (const message of builtInErrors(item, value)) if (!merged.includes(message)) merged.push(message);
    if (merged.length === 0) continue;
    errors[item.id] = merged;
    if (firstErrorField === undefined) {
      firstErrorField = item.id;
      firstErrorGroup = item.showGroupId ?? item.groupId;
    }
  }
  return { valid: firstErrorField === undefined, errors, firstErrorField, firstErrorGroup };
}

/**
 * spec 3 `selectedKeyPrior`: a date value `{ value, selectedKey, selectedName }` whose item sets
 * the flag is sent as its preset alone, so it stays relative (this week is next week's this week).
 */
export function priorDateValue(
  item: Pick<FormItem, 'selectedKeyPrior'> | undefined,
  value: unknown,
): unknown {
  if (!item?.selectedKeyPrior || value === null || typeof value !== 'object' || Array.isArray(value))
    return value;
  const { selectedKey, selectedName } = value as { selectedKey?: unknown; selectedName?: unknown };
  if (typeof selectedKey !== 'string' || selectedKey === '') return value;
  return typeof selectedName === 'string' ? { selectedKey, selectedName } : { selectedKey };
}

/** spec 5: the form data without fields whose values are empty (dates as `selectedKeyPrior` says). */
export function collectFormData(items: readonly FormItem[], values: FormValues): FormValues {
  const out: FormValues = {};
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const [id, value] of Object.entries(values ?? {})) {
    const item = byId.get(id);
    if (item ? isItemValueEmpty(item, value) : isEmptyValue(value)) continue;
    out[id] = priorDateValue(item, value);
  }
  return out;
}

/** spec 3 `inSearchAdvanced`: the items that are also conditions of the advanced search. */
export function advancedSearchItems(items: readonly FormItem[]): FormItem[] {
  return items.filter((item) => item.inSearchAdvanced === true);
}

/** Items without a group are listed under this key by `requiredCommonFields`. */
export const DEFAULT_GROUP_ID = 'default';

/**
 * spec 5: the ids of the required common fields (required, not disabled, `common` not false), per
 * group (`default` for items without one), in item order.
 */
export function requiredCommonFields(items: readonly FormItem[]): Record<string, string[]> {
  const groups: Record<string, string[]> = {};
  for (const item of items) {
    if (item.common === false || item.disabled || !isItemRequired(item)) continue;
    (groups[item.groupId ?? DEFAULT_GROUP_ID] ??= []).push(item.id);
  }
  return groups;
}

/**
 * Items as the layout shows them (spec 3 "Layout cell"): a hidden or disabled cell hides or
 * disables its items; its group and spans pass to them. Items no cell names keep their own flags.
 */
export function applyLayout(items: readonly FormItem[], layout: readonly FormLayoutCell[] = []): FormItem[] {
  const cellOf = new Map<string, FormLayoutCell>();
  for (const cell of layout) for (const id of cell.items) if (!cellOf.has(id)) cellOf.set(id, cell);
  return items.map((item) => {
    const cell = cellOf.get(item.id);
    if (!cell) return item;
    return {
      ...item,
      hide: item.hide || cell.hide || undefined,
      disabled: item.disabled || cell.disabled || undefined,
      groupId: item.groupId ?? cell.groupId,
      colSpan: cell.colSpan ?? item.colSpan,
      labelSpan: cell.labelSpan ?? item.labelSpan,
    };
  });
}

/** spec 8: the console errors of a save without its record or module. */
export function saveConfigErrors(module: string | undefined, params: SaveDataParams | undefined): string[] {
  const errors: string[] = [];
  if (!params) errors.push('[suite-ui form] saveDataParams is missing: the card cannot be saved');
  else if (!params.objectId)
    errors.push('[suite-ui form] saveDataParams.objectId is missing: the card cannot be saved');
  if (!module) errors.push('[suite-ui form] currentModule is not set: the card cannot be saved');
  return errors;
}
