import type { SnapshotFrom } from 'xstate';
import type { BrowserSelectedItem } from '../browser';
import type { ConnectEnv } from '../shared/connect';
import { failureText } from '../http/failure';
import { connectSaveProblem, type SaveProblemView } from '../http/save-problem';
import { numberFromText, valueIds, valueList, valueNumber, valueText } from '../shared/field-value';
import {
  FILTER_NAME_MAX,
  FILTER_RANGES,
  SEARCH_DIALOG_WIDTH,
  SEARCH_MOBILE_DIALOG_WIDTH,
  columnSpan,
  isDateItem,
  isShown,
  readDateValue,
  showsDefaultOption,
  showsRangeField,
  supportsSubOrganisation,
} from './advanced-search.logic';
import {
  currentContent,
  type AdvancedSearchEvent,
  type AdvancedSearchMachine,
} from './advanced-search.machine';
import type {
  FilterRange,
  MatchMode,
  SavedFilter,
  SavedFilterContent,
  SavedFilterSummary,
  SearchDateValue,
  SearchFieldItem,
  SearchItemType,
  SearchOption,
  SearchPayload,
  SearchScopeValue,
  SearchSecretLevelValue,
  SearchValue,
} from './advanced-search.types';
import type {
  CommonFilterSaveEvent,
  CommonFilterSaveMachine,
  FilterSaveChoice,
} from './common-filter.machine';

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

/** What a skin shows of the advanced search, and what it may do. */
export interface AdvancedSearchView {
  title: string;
  visible: boolean;
  /** A search is running. */
  loading: boolean;
  /** spec 4: the panel's first 100 ms. */
  panelLoading: boolean;
  error: string | null;
  toggleLabel: string;
  toggle(): void;
  quick: {
    label: string;
    fields: { id: string; placeholder: string; keyword: string; set(keyword: string): void }[];
  };
  match: {
    label: string;
    value: MatchMode;
    options: { value: MatchMode; label: string }[];
    set(mode: MatchMode): void;
  };
  fields: SearchFieldView[];
  searchLabel: string;
  resetLabel: string;
  saveLabel: string;
  search(): void;
  reset(): void;
  filters: {
    title: string;
    emptyText: string;
    chosenId: string | null;
    items: {
      id: string;
      name: string;
      chosen: boolean;
      tags: string[];
      removeLabel: string;
      select(): void;
      remove(): void;
    }[];
    list: SavedFilterSummary[];
    /** A delete the user must decide about (changed elsewhere: reload or delete anyway; or refused). */
    problem: SaveProblemView | null;
  };
  setting: {
    title: string;
    open: boolean;
    saving: boolean;
    items: {
      id: string;
      title: string;
      show: boolean;
      showLabel: string;
      upLabel: string;
      downLabel: string;
      canUp: boolean;
      canDown: boolean;
      set(show: boolean): void;
      up(): void;
      down(): void;
    }[];
    openPanel(): void;
    save(): void;
    cancel(): void;
  };
  history: {
    title: string;
    emptyText: string;
    clearLabel: string;
    deleteLabel: string;
    open: boolean;
    loading: boolean;
    items: { id: string; title: string; time: string; apply(): void; remove(): void }[];
    openList(): void;
    close(): void;
    clear(): void;
  };
  /** What the form holds, for the save dialog. */
  content: SavedFilterContent;
  /** The last search sent. */
  payload: SearchPayload | null;
  /** Dialog width: 500 on desktop, 95% on mobile (spec 9). */
  dialogWidth: number | string;
  /** Loads a saved filter into the form (the save dialog's pick). */
  applyFilter(filter: SavedFilter): void;
  /** The saved filters changed: reload them (and choose `chosenId`). */
  reloadFilters(chosenId?: string): void;
}

export function connectAdvancedSearch(
  snapshot: SnapshotFrom<AdvancedSearchMachine>,
  send: (event: AdvancedSearchEvent) => void,
  env: ConnectEnv,
): AdvancedSearchView {
  const { context } = snapshot;
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
  const draft = context.draft;
  const historyState = snapshot.value.history;
  return {
    title: t('advanced-search.title'),
    visible: context.visible,
    loading: snapshot.matches({ search: 'searching' }),
    panelLoading: snapshot.matches({ panel: 'loading' }),
    error: context.error ? failureText(context.error, t) : null,
    toggleLabel: context.visible ? t('advanced-search.close') : t('advanced-search.open'),
    toggle: () => send({ type: 'PANEL.TOGGLE' }),
    quick: {
      label: t('advanced-search.quick.label'),
      fields: context.fields
        .filter((field) => field.needQuickSearch && !field.hide && !context.quickHidden[field.id])
        .map((field) => ({
          id: field.id,
          placeholder: t('advanced-search.quick.placeholder', { title: field.title }),
          keyword: context.quick[field.id] ?? '',
          set: (keyword) => send({ type: 'QUICK.SET', id: field.id, keyword }),
        })),
    },
    match: {
      label: t('advanced-search.match'),
      value: context.matchMode,
      options: [
        { value: 'and', label: t('advanced-search.match.and') },
        { value: 'or', label: t('advanced-search.match.or') },
      ],
      set: (mode) => send({ type: 'MATCH.SET', mode }),
    },
    fields: shown.map(fieldView),
    searchLabel: t('advanced-search.search'),
    resetLabel: t('advanced-search.reset'),
    saveLabel: t('advanced-search.saveFilter'),
    search: () => send({ type: 'SEARCH' }),
    reset: () => send({ type: 'RESET' }),
    filters: {
      title: t('advanced-search.filters'),
      emptyText: t('advanced-search.filters.empty'),
      chosenId: context.chosenId,
      list: context.filters,
      items: context.filters.map((filter) => ({
        id: filter.id,
        name: filter.name,
        chosen: filter.id === context.chosenId,
        tags: [
          ...(filter.isPublic ? [t('advanced-search.filters.public')] : []),
          ...(filter.isDefault ? [t('advanced-search.filters.default')] : []),
        ],
        removeLabel: t('advanced-search.filters.delete', { name: filter.name }),
        select: () => send({ type: 'SNAPSHOT.SELECT', id: filter.id }),
        remove: () => send({ type: 'SNAPSHOT.DELETE', id: filter.id }),
      })),
      problem: connectSaveProblem(
        context.deleteProblem,
        {
          conflictTitle: t('advanced-search.conflict.title'),
          conflictMessage: t('advanced-search.conflict.deleteMessage'),
          deniedMessage: t('advanced-search.deniedDelete'),
        },
        {
          reload: () => send({ type: 'DELETE.RELOAD' }),
          overwrite: () => send({ type: 'DELETE.OVERWRITE' }),
          dismiss: () => send({ type: 'DELETE.DISMISS' }),
        },
        t,
        !snapshot.matches({ snapshot: 'problem' }),
      ),
    },
    setting: {
      title: t('advanced-search.setting'),
      open: !snapshot.matches({ setting: 'closed' }),
      saving: snapshot.matches({ setting: 'saving' }),
      items: draft
        .filter((field) => !field.hide)
        .map((field, index, list) => ({
          id: field.id,
          title: field.title,
          show: isShown(field),
          showLabel: t('advanced-search.setting.show', { title: field.title }),
          upLabel: t('advanced-search.setting.up', { title: field.title }),
          downLabel: t('advanced-search.setting.down', { title: field.title }),
          canUp: index > 0,
          canDown: index < list.length - 1,
          set: (show) => send({ type: 'SETTING.SHOW', id: field.id, show }),
          up: () => send({ type: 'SETTING.MOVE', id: field.id, index: draft.indexOf(field) - 1 }),
          down: () => send({ type: 'SETTING.MOVE', id: field.id, index: draft.indexOf(field) + 1 }),
        })),
      openPanel: () => send({ type: 'SETTING.OPEN' }),
      save: () => send({ type: 'SETTING.SAVE' }),
      cancel: () => send({ type: 'SETTING.CANCEL' }),
    },
    history: {
      title: t('advanced-search.history'),
      emptyText: t('advanced-search.history.empty'),
      clearLabel: t('advanced-search.history.clear'),
      deleteLabel: t('advanced-search.history.delete'),
      open: historyState !== 'closed',
      loading: historyState === 'loading' || historyState === 'deleting' || historyState === 'clearing',
      items: context.history.map((entry) => ({
        id: entry.id,
        title: entry.title,
        time: entry.time,
        apply: () => send({ type: 'HISTORY.APPLY', id: entry.id }),
        remove: () => send({ type: 'HISTORY.DELETE', id: entry.id }),
      })),
      openList: () => send({ type: 'HISTORY.OPEN' }),
      close: () => send({ type: 'HISTORY.CLOSE' }),
      clear: () => send({ type: 'HISTORY.CLEAR' }),
    },
    content: currentContent(context),
    payload: context.lastPayload,
    dialogWidth: env.platform === 'mobile' ? SEARCH_MOBILE_DIALOG_WIDTH : SEARCH_DIALOG_WIDTH,
    applyFilter: (filter) => send({ type: 'SNAPSHOT.APPLY', filter }),
    reloadFilters: (chosenId) => send({ type: 'FILTERS.RELOAD', ...(chosenId ? { chosenId } : {}) }),
  };
}

/** What a skin shows of the save-common-filter dialog. */
export interface CommonFilterSaveView {
  open: boolean;
  title: string;
  width: number | string;
  saving: boolean;
  okLabel: string;
  cancelLabel: string;
  choice: {
    label: string;
    value: FilterSaveChoice;
    options: { value: FilterSaveChoice; label: string }[];
    set(choice: FilterSaveChoice): void;
  };
  /** The saved filter to replace (choice edit). */
  pick: {
    visible: boolean;
    label: string;
    value: string | null;
    options: { value: string; label: string }[];
    select(id: string): void;
    deselect(): void;
  };
  name: { label: string; value: string; maxLength: number; error: string | null; set(name: string): void };
  isPublic: { visible: boolean; label: string; checked: boolean; set(isPublic: boolean): void };
  isDefault: { visible: boolean; label: string; checked: boolean; set(isDefault: boolean): void };
  range: {
    visible: boolean;
    label: string;
    value: FilterRange[];
    options: { value: FilterRange; label: string }[];
    error: string | null;
    set(range: readonly FilterRange[]): void;
  };
  description: {
    visible: boolean;
    label: string;
    value: string;
    error: string | null;
    set(text: string): void;
  };
  /** spec 8: 'please configure at least one condition'. */
  conditionsError: string | null;
  failedText: string | null;
  /** A save the user must decide about (issue 35 item 9: changed elsewhere, or refused), or null. */
  problem: SaveProblemView | null;
  duplicate: {
    open: boolean;
    title: string;
    text: string;
    replaceLabel: string;
    renameLabel: string;
    replace(): void;
    cancel(): void;
  };
  openDialog(
    content: SavedFilterContent,
    filters: readonly SavedFilterSummary[],
    chosenId?: string | null,
  ): void;
  save(): void;
  close(): void;
}

export function connectCommonFilterSave(
  snapshot: SnapshotFrom<CommonFilterSaveMachine>,
  send: (event: CommonFilterSaveEvent) => void,
  env: ConnectEnv,
): CommonFilterSaveView {
  const { context } = snapshot;
  const { t } = env;
  const open = !snapshot.matches({ dialog: 'closed' });
  const error = (key: string | undefined) =>
    key ? t(key as Parameters<typeof t>[0], { max: FILTER_NAME_MAX }) : null;
  return {
    open,
    title: t('advanced-search.dialog.title'),
    width: env.platform === 'mobile' ? SEARCH_MOBILE_DIALOG_WIDTH : SEARCH_DIALOG_WIDTH,
    saving:
      snapshot.matches({ dialog: { open: 'saving' } }) ||
      snapshot.matches({ dialog: { open: 'replacing' } }) ||
      snapshot.matches({ dialog: { open: 'overwriting' } }),
    okLabel: t('common.save'),
    cancelLabel: t('common.cancel'),
    choice: {
      label: t('advanced-search.dialog.choice'),
      value: context.choice,
      options: [
        { value: 'add', label: t('advanced-search.dialog.add') },
        { value: 'edit', label: t('advanced-search.dialog.edit') },
      ],
      set: (choice) => send({ type: 'CHOICE.SET', choice }),
    },
    pick: {
      visible: context.choice === 'edit',
      label: t('advanced-search.dialog.pick'),
      value: context.id,
      options: context.filters.map((filter) => ({ value: filter.id, label: filter.name })),
      select: (id) => send({ type: 'FILTER.SELECT', id }),
      deselect: () => send({ type: 'FILTER.DESELECT' }),
    },
    name: {
      label: t('advanced-search.dialog.name'),
      value: context.name,
      maxLength: FILTER_NAME_MAX,
      error: error(context.errors.name),
      set: (name) => send({ type: 'NAME.SET', name }),
    },
    isPublic: {
      visible: context.admin,
      label: t('advanced-search.dialog.public'),
      checked: context.isPublic,
      set: (isPublic) => send({ type: 'PUBLIC.SET', isPublic }),
    },
    isDefault: {
      visible: showsDefaultOption(context.isPublic),
      label: t('advanced-search.dialog.default'),
      checked: context.isDefault,
      set: (isDefault) => send({ type: 'DEFAULT.SET', isDefault }),
    },
    range: {
      visible: showsRangeField(context.isPublic, context.admin),
      label: t('advanced-search.dialog.range'),
      value: context.range,
      options: FILTER_RANGES.map((range) => ({ value: range, label: t(`advanced-search.range.${range}`) })),
      error: error(context.errors.range),
      set: (range) => send({ type: 'RANGE.SET', range }),
    },
    description: {
      visible: context.showDescription,
      label: t('advanced-search.dialog.description'),
      value: context.description,
      error: error(context.errors.description),
      set: (description) => send({ type: 'DESCRIPTION.SET', description }),
    },
    conditionsError: error(context.errors.conditions),
    failedText: context.failed ? failureText(context.failed, t) : null,
    problem: connectSaveProblem(
      open ? context.problem : null,
      {
        conflictTitle: t('advanced-search.conflict.title'),
        conflictMessage: t('advanced-search.conflict.message'),
        deniedMessage: t('advanced-search.denied'),
      },
      {
        reload: () => send({ type: 'PROBLEM.RELOAD' }),
        overwrite: () => send({ type: 'PROBLEM.OVERWRITE' }),
        dismiss: () => send({ type: 'PROBLEM.DISMISS' }),
      },
      t,
      !snapshot.matches({ dialog: { open: 'problem' } }),
    ),
    duplicate: {
      open: snapshot.matches({ dialog: { open: 'duplicate' } }),
      title: t('advanced-search.duplicate.title'),
      text: t('advanced-search.duplicate.text', { name: context.name.trim() }),
      replaceLabel: t('advanced-search.duplicate.replace'),
      renameLabel: t('advanced-search.duplicate.rename'),
      replace: () => send({ type: 'DUPLICATE.REPLACE' }),
      cancel: () => send({ type: 'DUPLICATE.CANCEL' }),
    },
    openDialog: (content, filters, chosenId) =>
      send({ type: 'OPEN', content, filters, chosenId: chosenId ?? null }),
    save: () => send({ type: 'SAVE' }),
    close: () => send({ type: 'CLOSE' }),
  };
}
