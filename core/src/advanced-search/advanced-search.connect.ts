import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { failureText } from '../http/failure';
import { connectSaveProblem, type SaveProblemView } from '../http/save-problem';
import {
  FILTER_NAME_MAX,
  FILTER_RANGES,
  SEARCH_DIALOG_WIDTH,
  SEARCH_MOBILE_DIALOG_WIDTH,
  isShown,
  showsDefaultOption,
  showsRangeField,
} from './advanced-search.logic';
import { connectSearchFields, type SearchFieldView } from './advanced-search.field.connect';
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
  SearchPayload,
} from './advanced-search.types';
import type {
  CommonFilterSaveEvent,
  CommonFilterSaveMachine,
  FilterSaveChoice,
} from './common-filter.machine';

// each condition's view part lives in its own connect; its type stays reachable here
export type { SearchFieldView } from './advanced-search.field.connect';

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
    fields: connectSearchFields(context, send, env),
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
