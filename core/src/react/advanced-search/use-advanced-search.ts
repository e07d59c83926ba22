import { useEffect, useState } from 'react';
import {
  advancedSearchActors,
  advancedSearchMachine,
  advancedSearchTexts,
  commonFilterSaveActors,
  commonFilterSaveMachine,
  connectAdvancedSearch,
  connectCommonFilterSave,
  createSearchServices,
  searchConditions,
  type AdvancedSearchView,
  type CommonFilterSaveView,
  type FilterAdminOptions,
  type FilterUser,
  type MatchMode,
  type SearchFieldItem,
  type SearchPayload,
  type SearchServices,
  type SearchValues,
} from '../../advanced-search';
import type { FormItem } from '../../form';
import type { Platform } from '../../shared/platform';
import { useActorEvent, useActorView, useMachineActor, useSyncToActor } from '../machine';

/** Props both skins' `AdvancedSearch` take. */
export interface AdvancedSearchProps {
  /** The conditions (spec 3 search field items). */
  fields: readonly SearchFieldItem[];
  /**
   * The list's form items (spec 3): those flagged `inSearchAdvanced` join the conditions after
   * `fields` (a condition of the same id wins); the others stay out.
   */
  formItems?: readonly FormItem[];
  /** The list the search belongs to: settings, saved filters and history are kept per module and conditionId. */
  conditionId: string;
  /** The suite module (`public` when missing). */
  module?: string;
  /** Initial values of the form. */
  values?: SearchValues;
  /** Initial match mode (default and). */
  matchMode?: MatchMode;
  /** The panel starts open. */
  defaultVisible?: boolean;
  /** Rows of conditions the panel shows until expanded (2 on desktop, 4 on mobile). */
  collapsedRows?: number;
  /** Runs the search (the list page loads its rows); the panel shows loading until it settles. */
  onSearch?: (payload: SearchPayload) => void | Promise<void>;
  /** The user, for the old admin rule (spec 6) and a custom check. */
  user?: FilterUser;
  /** spec 6: decides who may save public filters; the menu permission check is used otherwise, unless `adminBy` is `user`. */
  customAdminCheck?: FilterAdminOptions['customCheck'];
  /** `permission` (default): the menu permission check; `user`: the old rule on `user`. */
  adminBy?: 'permission' | 'user';
  /** The save dialog asks for a description (then required). */
  showDescription?: boolean;
  /** Quick-search fields the quick search box leaves out (spec 4: hidden per item). */
  hiddenQuickSearch?: readonly string[];
  /** Common conditions (`groupId: 'commonGroup'`) the panel leaves out (spec 4: hidden per item). */
  hiddenConditions?: readonly string[];
  /** A fetch to send the calls through, and extra headers (spec 7). */
  fetch?: typeof fetch;
  headers?: Record<string, string>;
  /** Replaces the IO (tests, hosts with their own transport). */
  services?: Partial<SearchServices>;
}

/** The panel's view and its save dialog's view. */
export interface AdvancedSearchPanelView {
  search: AdvancedSearchView;
  save: CommonFilterSaveView;
  /** The conditions the panel offers: `fields` and the form items flagged for the advanced search. */
  fields: readonly SearchFieldItem[];
  /** Opens the save dialog with what the form holds. */
  openSave(): void;
}

/** The latest value of a prop, for an actor that runs after render (the search callback). */
class Latest<T> {
  constructor(private value: T) {}
  get(): T {
    return this.value;
  }
  set(value: T): void {
    this.value = value;
  }
}

/** The advanced search panel and its save-common-filter dialog over core's two machines. */
export function useAdvancedSearch(
  props: AdvancedSearchProps & { platform: Platform },
): AdvancedSearchPanelView {
  const { platform } = props;
  const [setup] = useState(() => {
    const fields = searchConditions(props.fields, props.formItems);
    const io: SearchServices = {
      ...createSearchServices({
        module: props.module,
        mobile: platform === 'mobile',
        conditionId: props.conditionId,
        fields,
        fetch: props.fetch,
        headers: props.headers,
      }),
      ...props.services,
    };
    return { io, fields, onSearch: new Latest(props.onSearch) };
  });
  useEffect(() => setup.onSearch.set(props.onSearch));
  const { io } = setup;
  const search = useMachineActor(advancedSearchMachine, {
    input: {
      fields: setup.fields,
      values: props.values,
      matchMode: props.matchMode,
      visible: props.defaultVisible,
    },
    implementations: {
      actors: advancedSearchActors(io, (payload) => setup.onSearch.get()?.(payload)),
    },
  });
  const save = useMachineActor(commonFilterSaveMachine, {
    input: { showDescription: props.showDescription },
    implementations: {
      actors: commonFilterSaveActors(io, {
        user: props.user,
        module: props.module,
        customCheck: props.customAdminCheck,
        adminBy: props.adminBy,
      }),
    },
  });
  useActorEvent(save, 'load', (event) => search.send({ type: 'SNAPSHOT.APPLY', filter: event.filter }));
  useActorEvent(save, 'resetForm', () => search.send({ type: 'RESET', toInitial: true }));
  useActorEvent(save, 'saved', (event) =>
    search.send({ type: 'FILTERS.RELOAD', ...(event.id ? { chosenId: event.id } : {}) }),
  );
  useSyncToActor(search, props.hiddenQuickSearch ?? [], (ids) => ({ type: 'QUICK.HIDDEN' as const, ids }));
  useSyncToActor(search, props.hiddenConditions ?? [], (ids) => ({
    type: 'CONDITIONS.HIDDEN' as const,
    ids,
  }));
  const searchView = useActorView(search, { platform, messages: advancedSearchTexts }, connectAdvancedSearch);
  const saveView = useActorView(save, { platform, messages: advancedSearchTexts }, connectCommonFilterSave);
  return {
    search: searchView,
    save: saveView,
    fields: setup.fields,
    openSave: () =>
      saveView.openDialog(searchView.content, searchView.filters.list, searchView.filters.chosenId),
  };
}
