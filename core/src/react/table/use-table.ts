import { useEffect, useRef, useState } from 'react';
import {
  columnSettingsApi,
  connectTable,
  sameRows,
  tableActors,
  tableMachine,
  tableTexts,
  type ColumnSettingsServices,
  type TableFilters,
  type TableInput,
  type TableRow,
  type TableView,
} from '../../table';
import type { Platform } from '../../shared/platform';
import { useActorEvent, useActorView, useMachineActor, useSyncToActor } from '../machine';
import { usePagePresence } from './use-page-presence';

/** Props both skins' `Table` take (spec 3 table state). */
export interface TableSkinProps extends Omit<TableInput, 'module' | 'pageUid' | 'io'> {
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
  /** The toolbar's reload on a table whose rows the host gives (`data`): load them again. */
  onReload?: () => void;
  /**
   * A batch action of the selection bar chosen: its key, the checked keys of every page and the
   * rows known for them (those of pages no longer loaded as they were when checked).
   */
  onBatch?: (key: string, keys: string[], rows: TableRow[]) => void;
  /** The header filters changed (issue 38): every filtered column's chosen values. */
  onFilter?: (filters: TableFilters) => void;
  /** Stable test id (default `table`). */
  'data-testid'?: string;
}

export interface UseTableProps extends TableSkinProps {
  platform: Platform;
}

/**
 * A table with column settings: its view model over core's table machine and the spec 7 calls.
 * The calls go in the machine's input (`io`), so every table shares the one machine (a
 * `provide()` per table would build a machine each time).
 */
export function useTable(props: UseTableProps): TableView {
  const { platform, showSubcompany, onCheck, onOperate, onReload, onBatch, onFilter } = props;
  const [options] = useState(() => {
    const module = props.module ?? 'hrm';
    const services: ColumnSettingsServices = {
      ...columnSettingsApi({ module, pageUid: props.pageUid, paths: props.paths }),
      ...props.services,
    };
    const {
      services: _s,
      paths: _p,
      onCheck: _c,
      onOperate: _o,
      onReload: _r,
      onBatch: _b,
      onFilter: _l,
      showSubcompany: _v,
      platform: _f,
      ...input
    } = props;
    return { input: { ...input, module } as TableInput, implementations: { actors: tableActors(services) } };
  });
  const host = useMachineActor(tableMachine, options);
  useActorEvent(host, 'check', (event) => onCheck?.(event.keys));
  useActorEvent(host, 'operate', (event) => onOperate?.(event.key, event.row));
  useActorEvent(host, 'reload', () => onReload?.());
  useActorEvent(host, 'batch', (event) => onBatch?.(event.key, event.keys, event.rows));
  useActorEvent(host, 'filter', (event) => onFilter?.(event.filters));
  // issue 38: polling pauses while the page is hidden; reloadOnFocus reloads on its return
  usePagePresence(host.send, (props.polling ?? 0) > 0 || props.reloadOnFocus === true);
  // both may be switched while the table is shown (a "reload every n seconds" switch)
  useSyncToActor(host, { polling: props.polling, reloadOnFocus: props.reloadOnFocus }, (refresh) => ({
    type: 'REFRESH_OPTIONS.SET' as const,
    ...refresh,
  }));
  // the host's columns follow it (their titles switch with the language): compared by value, so a
  // new array of the same columns each render sends nothing
  useSyncToActor(host, props.columns, (columns) => ({ type: 'COLUMNS.SET' as const, columns }));
  // the row operations' names switch with the language too
  useSyncToActor(host, props.operates ?? [], (operates) => ({ type: 'OPERATES.SET' as const, operates }));
  useSyncToActor(host, props.batchActions ?? [], (actions) => ({
    type: 'BATCH_ACTIONS.SET' as const,
    actions,
  }));
  // rows the host gives follow the prop (a saved edit, a row move); the same rows by value are not
  // sent again, so an inline `data={[...]}` does not render forever
  const data = props.data;
  const sentRows = useRef(options.input.data);
  // an unmount stops the actor; a remount (StrictMode, an Activity shown again) starts a new one
  // from the first rows
  useEffect(
    () => () => {
      sentRows.current = options.input.data;
    },
    [options],
  );
  useEffect(() => {
    if (data === undefined || sameRows(data, sentRows.current)) return;
    sentRows.current = data;
    host.send({ type: 'DATA.SET', rows: data });
  }, [host, data]);
  const [connect] = useState(
    () =>
      (...args: Parameters<typeof connectTable>) =>
        connectTable(args[0], args[1], args[2], { showSubcompany }),
  );
  return useActorView(host, { platform, messages: tableTexts }, connect);
}
