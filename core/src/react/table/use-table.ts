import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  columnSettingsApi,
  connectTable,
  sortPlanOf,
  tableMachine,
  tableTexts,
  type ColumnSettingsServices,
  type SavedColumn,
  type SavedLayout,
  type SyncResult,
  type SyncValues,
  type TableDataQuery,
  type TableInput,
  type TableLogEntry,
  type TableRow,
  type TablePage,
  type TableSortRule,
  type TableView,
} from '../../table';
import type { Platform } from '../../shared/platform';
import { useActorEvent, useActorView, useMachineActor } from '../machine';

/** Props both skins' `Table` take (spec 3 table state). */
export interface TableSkinProps extends Omit<TableInput, 'module' | 'pageUid'> {
  /** The suite module the column-settings calls go to (default `hrm`). */
  module?: string;
  /** The page the column settings belong to. */
  pageUid: string;
  /** spec 5: subcompanies are offered as a sync scope. */
  showSubcompany?: boolean;
  /** Replaces some calls (tests, hosts with their own transport); `paths` moves them. */
  services?: Partial<ColumnSettingsServices>;
  /** Overrides of `COLUMN_SETTINGS_PATHS`. */
  paths?: Parameters<typeof columnSettingsApi>[0]['paths'];
  /** Called with the checked row keys. */
  onCheck?: (keys: string[]) => void;
  /** spec 6: an operate chosen on a row (only those the permissions show). */
  onOperate?: (key: string, row: TableRow) => void;
  /** Stable test id (default `table`). */
  'data-testid'?: string;
}

export interface UseTableProps extends TableSkinProps {
  platform: Platform;
}

function actorsOf(io: ColumnSettingsServices) {
  return {
    loadLayout: fromPromise<SavedLayout, void>(({ signal }) => io.query(signal)),
    fetchPage: fromPromise<TablePage, TableDataQuery>(({ input, signal }) => io.getData(input, signal)),
    saveLayout: fromPromise<SyncResult, { columns: SavedColumn[]; sync?: SyncValues }>(({ input, signal }) =>
      io.add(input.columns, input.sync, signal),
    ),
    resetLayout: fromPromise<SyncResult, { scope?: SyncValues }>(({ input, signal }) =>
      io.resetColumn(input.scope, signal),
    ),
    savePageSize: fromPromise<void, { pageSize: number }>(({ input, signal }) =>
      io.changePageSettings(input.pageSize, signal),
    ),
    fetchLog: fromPromise<TableLogEntry[], void>(({ signal }) => io.log(signal)),
    fetchSort: fromPromise<TableSortRule[], void>(({ signal }) => io.sortQuery(signal)),
    saveSort: fromPromise<TableSortRule[], { previous: TableSortRule[]; next: TableSortRule[] }>(
      ({ input, signal }) => io.sortSave(sortPlanOf(input.previous, input.next), input.next, signal),
    ),
  };
}

/** A table with column settings: its view model over core's table machine and the spec 7 calls. */
export function useTable(props: UseTableProps): TableView {
  const { platform, showSubcompany, onCheck, onOperate } = props;
  const [options] = useState(() => {
    const module = props.module ?? 'hrm';
    const io: ColumnSettingsServices = {
      ...columnSettingsApi({ module, pageUid: props.pageUid, paths: props.paths }),
      ...props.services,
    };
    const {
      services: _s,
      paths: _p,
      onCheck: _c,
      onOperate: _o,
      showSubcompany: _v,
      platform: _f,
      ...input
    } = props;
    return { input: { ...input, module } as TableInput, implementations: { actors: actorsOf(io) } };
  });
  const host = useMachineActor(tableMachine, options);
  useActorEvent(host, 'check', (event) => onCheck?.(event.keys));
  useActorEvent(host, 'operate', (event) => onOperate?.(event.key, event.row));
  const [connect] = useState(
    () =>
      (...args: Parameters<typeof connectTable>) =>
        connectTable(args[0], args[1], args[2], { showSubcompany }),
  );
  return useActorView(host, { platform, messages: tableTexts }, connect);
}
