// The task list of the table page (issue 38), shared by the desktop and mobile examples: its
// columns, the fake backend's address (fixtures/src/handlers/table-rows.ts) and its refusals.
import { ApiError, createApiClient, type TableColumn } from '@suite-ui/core';

export const client = createApiClient();
export const BASE = '/api/workflow/common/table-rows';

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

/** The server's refusal as the row shows it (its own message), or the catalogue's for a network failure. */
export function refusal(error: unknown, say: Say): Error {
  return new Error(
    error instanceof ApiError && error.message ? error.message : say('table.demo.rows.failed'),
  );
}
