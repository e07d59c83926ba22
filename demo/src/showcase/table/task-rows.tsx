// The editable, drag-sort task list of the table page (issue 38): rows from the fake backend's task
// list, saves and moves sent to it and checked there (fixtures/src/handlers/table-rows.ts).
import type { FormItem, TableRow, TableRowMove } from '@suite-ui/core';
import { useT } from '@suite-ui/core/react';
import { Table } from '@suite-ui/desktop';
import { Alert, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { BASE, client, refusal, taskColumns, type Say } from './task-columns';

function taskItems(say: Say): FormItem[] {
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

export function TaskRowsExample() {
  const t = useT();
  const say = t as Say;
  const columns = useMemo(() => taskColumns(say), [say]);
  const items = useMemo(() => taskItems(say), [say]);
  const [rows, setRows] = useState<TableRow[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const load = useCallback(() => {
    client.request<{ rows: TableRow[] }>({ url: `${BASE}/list`, method: 'POST', data: {} }).then(
      (envelope) => setRows(envelope.data?.rows ?? []),
      () => setLoadFailed(true),
    );
  }, []);
  useEffect(load, [load]);
  const onRowSave = useCallback(
    async (row: TableRow, values: Record<string, unknown>) => {
      try {
        await client.request({ url: `${BASE}/save`, method: 'POST', data: { id: row.id, values } });
      } catch (error) {
        throw refusal(error, say);
      }
      load();
    },
    [load, say],
  );
  const onRowMove = useCallback(
    async (move: TableRowMove) => {
      try {
        await client.request({ url: `${BASE}/move`, method: 'POST', data: { writes: move.writes } });
      } catch (error) {
        throw refusal(error, say);
      }
      load();
    },
    [load, say],
  );
  if (loadFailed) return <Alert type="error" title={say('table.demo.rows.failed')} />;
  return (
    <>
      <Typography.Paragraph type="secondary">{say('table.demo.rows.hint')}</Typography.Paragraph>
      <Table
        module="workflow"
        pageUid="demo-task-rows"
        columns={columns}
        data={rows ?? []}
        paginationType="none"
        // six tasks, every one in view: the handles are where a reader looks for them
        height={380}
        rowEdit={{ items, onRowSave }}
        rowMove={{ sortField: 'sort', onRowMove }}
        data-testid="table-rows"
      />
    </>
  );
}
