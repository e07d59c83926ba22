// The advanced search's conditions: the view part of each shown field, one per condition a skin
// renders, composed by `connectAdvancedSearch`.
import type { SnapshotFrom } from 'xstate';
import type { BrowserSelectedItem } from '../browser';
import type { ConnectEnv } from '../shared/connect';
import { numberFromText, valueIds, valueList, valueNumber, valueText } from '../shared/field-value';
import {
  columnSpan,
  isDateItem,
  isShown,
  readDateValue,
  supportsSubOrganisation,
} from './advanced-search.logic';
import type { AdvancedSearchEvent, AdvancedSearchMachine } from './advanced-search.machine';
import type {
  SearchDateValue,
  SearchFieldItem,
  SearchItemType,
  SearchOption,
  SearchScopeValue,
  SearchSecretLevelValue,
  SearchValue,
} from './advanced-search.types';

/** One condition as a skin renders it: one `switch (kind)` per skin. */
export interface SearchFieldView {
  id: string;
  title: string;
  kind: SearchItemType;
  /** Columns of the 12-column row (spec 9). */
  span: number;
  value: SearchValue;
  /** RADIO, CHECKBOX, SELECT. */
  options: readonly SearchOption[];
  /** The options as a control lists them. */
  choices: SearchOption[];
  /** BROWSER: its type (the first offered type, else `resource`). */
  browserType: string;
  /** The value as each kind of control takes it, so no skin converts it. */
  textValue: string;
  numberValue: number | null;
  /** RADIO, SELECT and CHECKBOX: the chosen option values. */
  chosenIds: string[];
  selectedItems: BrowserSelectedItem[];
  /** SCOPE ends and SECRETLEVEL level as box text ('' when empty). */
  scopeText: { min: string; max: string };
  scopeNumber: { min: number | null; max: number | null };
  secretLevelText: string;
  dateType: 'date' | 'datetime';
  /** DATEPICKER and DATETIMEPICKER: the range and its preset. */
  date: SearchDateValue | null;
  /** SCOPE ends. */
  scope: SearchScopeValue | null;
  /** SECRETLEVEL level and period. */
  secret: SearchSecretLevelValue | null;
  /** Labels of the parts of SCOPE and SECRETLEVEL fields. */
  labels: { min: string; max: string; level: string; validity: string };
  /** BROWSER and TYPESBROWSER settings. */
  browser: {
    type: string;
    module: string;
    multiple: boolean;
    types: readonly { type: string; label: string }[];
  } | null;
  weekStart?: number;
  placeholder: string;
  disabled: boolean;
  /** Department, subcompany, organization browsers: include sub-organisations (spec 4). */
  includeSub: { label: string; checked: boolean; disabled: boolean; set(include: boolean): void } | null;
  /** Stable test id of the field's part. */
  testId: string;
  set(value: SearchValue): void;
  /** A date picker's change (the picker's value, preset key and name). */
  setDate(change: {
    value: [string | null, string | null];
    selectedKey: string | null;
    selectedName: string;
  }): void;
  setScope(side: 'min' | 'max', value: string | number | null): void;
  /** Sets a SCOPE end from typed text: empty or not a number leaves it empty. */
  setScopeText(side: 'min' | 'max', text: string): void;
  setSecret(part: Partial<SearchSecretLevelValue>): void;
  /** Sets a number from typed text: empty or not a number leaves no value. */
  setNumberText(text: string): void;
  /** RADIO, SELECT and CHECKBOX: sets the chosen values (the first alone unless CHECKBOX). */
  setChosenIds(ids: readonly string[]): void;
}

/** The shown conditions (common ones the user hid left out), each with its values and setters. */
export function connectSearchFields(
  context: SnapshotFrom<AdvancedSearchMachine>['context'],
  send: (event: AdvancedSearchEvent) => void,
  env: ConnectEnv,
): SearchFieldView[] {
  const { t } = env;
  const shown = context.fields.filter(
    (field) => isShown(field) && !(field.groupId === 'commonGroup' && context.conditionHidden[field.id]),
  );
  const labels = {
    min: t('advanced-search.scope.min'),
    max: t('advanced-search.scope.max'),
    level: t('advanced-search.secret.level'),
    validity: t('advanced-search.secret.validity'),
  };
  const fieldView = (field: SearchFieldItem): SearchFieldView => {
    const value = context.values[field.id];
    const set = (next: SearchValue) => send({ type: 'FIELD.SET', id: field.id, value: next });
    const secret: SearchSecretLevelValue | null =
      field.itemType === 'SECRETLEVEL'
        ? {
            secretLevel: null,
            secretLevelValidity: null,
            ...((value ?? {}) as Partial<SearchSecretLevelValue>),
          }
        : null;
    const scope =
      field.itemType === 'SCOPE'
        ? { min: null, max: null, ...((value ?? {}) as Partial<SearchScopeValue>) }
        : null;
    const browserType = field.browser?.type ?? field.browser?.types?.[0]?.type ?? 'resource';
    return {
      id: field.id,
      title: field.title,
      kind: field.itemType,
      span: columnSpan(field),
      value,
      options: field.options ?? [],
      choices: (field.options ?? []).map((option) => ({ value: option.value, label: option.label })),
      browserType,
      textValue: valueText(value),
      numberValue: valueNumber(value),
      chosenIds: valueIds(value),
      selectedItems: valueList<BrowserSelectedItem>(value),
      scopeText: { min: valueText(scope?.min), max: valueText(scope?.max) },
      scopeNumber: { min: valueNumber(scope?.min), max: valueNumber(scope?.max) },
      secretLevelText: valueText(secret?.secretLevel),
      dateType: field.itemType === 'DATETIMEPICKER' ? 'datetime' : 'date',
      date: isDateItem(field) ? readDateValue(value) : null,
      scope,
      secret,
      labels,
      browser:
        field.itemType === 'BROWSER' || field.itemType === 'TYPESBROWSER'
          ? {
              type: browserType,
              module: field.browser?.module ?? 'hrm',
              multiple: field.browser?.multiple !== false,
              types: field.browser?.types ?? [],
            }
          : null,
      ...(field.weekStart !== undefined ? { weekStart: field.weekStart } : {}),
      placeholder:
        field.itemType === 'INPUT' || field.itemType === 'INPUTNUMBER'
          ? t('advanced-search.input.placeholder')
          : t('advanced-search.select.placeholder'),
      disabled: field.disable === true,
      includeSub: supportsSubOrganisation(field)
        ? {
            label: t('advanced-search.includeSub'),
            checked: context.includeSub[field.id] === true,
            disabled: context.subDisabled,
            set: (include) => send({ type: 'SUB.SET', id: field.id, include }),
          }
        : null,
      testId: `advanced-search-field-${field.id}`,
      set,
      setDate: (change) =>
        set({
          value: change.value,
          selectedKey: (change.selectedKey ?? '') as SearchDateValue['selectedKey'],
          selectedName: change.selectedName,
        }),
      setSecret: (part) => set({ ...(secret ?? { secretLevel: null, secretLevelValidity: null }), ...part }),
      setScope: (side, next) =>
        set({ ...(scope ?? { min: null, max: null }), [side]: next === '' ? null : next }),
      setScopeText: (side, text) =>
        set({ ...(scope ?? { min: null, max: null }), [side]: numberFromText(text) }),
      setNumberText: (text) => set(numberFromText(text)),
      setChosenIds: (ids) => set(field.itemType === 'CHECKBOX' ? [...ids] : (ids[0] ?? null)),
    };
  };
  return shown.map(fieldView);
}
