// spec 3 "Form item" `inSearchAdvanced`: a form item flagged for the advanced search is also one of
// its conditions; the others stay out. The form's item becomes a search field item of the kind the
// panel can ask for (a text box for text, the same picker for choices, dates and browsers).
// types only: importing the form's code would load its messages with the advanced search
import type { FormItem } from '../form';
import type { SearchFieldItem, SearchItemType } from './advanced-search.types';

/**
 * The search kind of each form item type that can be a condition. Items of other types (upload,
 * rich text, signature, rate, switch, password, plugin, custom) hold nothing a list is filtered by,
 * so they stay out even when flagged.
 */
const CONDITION_KIND: Readonly<Record<string, SearchItemType>> = {
  INPUT: 'INPUT',
  TEXTAREA: 'INPUT',
  INPUTNUMBER: 'INPUTNUMBER',
  SCOPE: 'SCOPE',
  RADIO: 'RADIO',
  CHECKBOX: 'CHECKBOX',
  FILTERBUTTONS: 'CHECKBOX',
  SELECT: 'SELECT',
  DATEPICKER: 'DATEPICKER',
  DATETIMEPICKER: 'DATETIMEPICKER',
  BROWSER: 'BROWSER',
  TYPESBROWSER: 'TYPESBROWSER',
};

/** The search field a flagged form item becomes, or undefined when its type is no condition. */
export function formItemCondition(item: FormItem): SearchFieldItem | undefined {
  const itemType = CONDITION_KIND[item.itemType];
  if (!itemType) return undefined;
  const field: SearchFieldItem = { id: item.id, title: item.label, itemType };
  if (item.hide) field.hide = true;
  if (item.disabled) field.disable = true;
  if (item.selectedKeyPrior) field.selectedKeyPrior = true;
  // A date condition asks for a period (from, to), as the panel's own date conditions do.
  if (itemType === 'DATEPICKER' || itemType === 'DATETIMEPICKER') field.isRange = true;
  if (item.options)
    field.options = item.options.map((option) => ({ value: option.id, label: option.content }));
  if (itemType === 'BROWSER' && item.browserBean) {
    field.browser = { type: item.browserBean.type, module: item.browserBean.module, multiple: item.multiple };
  }
  if (itemType === 'TYPESBROWSER') {
    field.browser = { module: item.browserBean?.module, types: item.browserTypes ?? [] };
  }
  return field;
}

/**
 * spec 3 `inSearchAdvanced`: the panel's conditions, then every form item flagged for the advanced
 * search that is a condition kind, in form order. A condition the host already gives (same id)
 * wins over the form's item.
 */
export function searchConditions(
  fields: readonly SearchFieldItem[],
  formItems: readonly FormItem[] = [],
): SearchFieldItem[] {
  const ids = new Set(fields.map((field) => field.id));
  const added = formItems.flatMap((item) => {
    if (item.inSearchAdvanced !== true || ids.has(item.id)) return [];
    const field = formItemCondition(item);
    return field ? [field] : [];
  });
  return added.length === 0 ? [...fields] : [...fields, ...added];
}
