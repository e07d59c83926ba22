// The task list of the table page (issue 38), shared by the desktop and mobile examples: its
// columns and its rows from the fake backend (fixtures/src/handlers/table-rows.ts), with the saves
// and moves sent there and its refusals shown on the row.
import {
  ApiError,
  createApiClient,
  type FormItem,
  type TableColumn,
  type TableRow,
  type TableRowMove,
} from '@suite-ui/core';
import { useCallback, useEffect, useState } from 'react';

const client = createApiClient();
const BASE = '/api/workflow/common/table-rows';
const NO_ROWS: TableRow[] = [];

export type Say = (key: string) => string;

export function taskColumns(say: Say): TableColumn[] {
  return [
    { dataIndex: 'title', title: say('table.demo.rows.col.title'), width: 240 },
    {
      dataIndex: 'status',
      title: say('table.demo.rows.col.status'),
      width: 140,
      valueType: 'enum',
      valueEnum: {
        draft: { text: say('table.demo.rows.status.draft'), status: 'default' },
        open: { text: say('table.demo.rows.status.open'), status: 'processing' },
        review: { text: say('table.demo.rows.status.review'), status: 'warning' },
        done: { text: say('table.demo.rows.status.done'), status: 'success' },
        closed: { text: say('table.demo.rows.status.closed'), status: 'default' },
      },
    },
    { dataIndex: 'amount', title: say('table.demo.rows.col.amount'), width: 160, valueType: 'money' },
  ];
}

/** The task list's editable columns as form items (the rules the row editor checks before a save). */
export function taskItems(say: Say): FormItem[] {
  return [
    {
      id: 'title',
      itemType: 'INPUT',
      label: say('table.demo.rows.col.title'),
      required: true,
      maxLength: 60,
    },
    { id: 'status', itemType: 'SELECT', label: say('table.demo.rows.col.status'), required: true },
    {
      id: 'amount',
      itemType: 'INPUTNUMBER',
      label: say('table.demo.rows.col.amount'),
      rules: [{ min: 0, max: 1_000_000 }],
    },
  ];
}

/** The server's refusal as the row shows it (its own message), or the catalogue's for a network failure. */
function refusal(error: unknown, say: Say): Error {
  return new Error(
    error instanceof ApiError && error.message ? error.message : say('table.demo.rows.failed'),
  );
}

/**
 * The task list as both examples use it: its rows (none until loaded), whether the load failed, and
 * the save and move calls, each loading the list again once the server took it.
 */
export function useTaskRows(say: Say) {
  const [rows, setRows] = useState<TableRow[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const load = useCallback(() => {
    client.request<{ rows: TableRow[] }>({ url: `${BASE}/list`, method: 'POST', data: {} }).then(
      (envelope) => setRows(envelope.data?.rows ?? []),
      () => setLoadFailed(true),
    );
  }, []);
  useEffect(load, [load]);
  const send = useCallback(
    async (path: string, data: Record<string, unknown>) => {
      try {
        await client.request({ url: `${BASE}/${path}`, method: 'POST', data });
      } catch (error) {
        throw refusal(error, say);
      }
      load();
    },
    [load, say],
  );
  const onRowSave = useCallback(
    (row: TableRow, values: Record<string, unknown>) => send('save', { id: row.id, values }),
    [send],
  );
  const onRowMove = useCallback((move: TableRowMove) => send('move', { writes: move.writes }), [send]);
  return { rows: rows ?? NO_ROWS, loadFailed, onRowSave, onRowMove };
}
