// The editable, drag-sort task list of the table page (issue 38): rows from the fake backend's task
// list, saves and moves sent to it and checked there (fixtures/src/handlers/table-rows.ts).
import { useT } from '@suite-ui/core/react';
import { Table } from '@suite-ui/desktop';
import { Alert, Typography } from 'antd';
import { useMemo } from 'react';
import { taskColumns, taskItems, useTaskRows, type Say } from './task-columns';

export function TaskRowsExample() {
  const t = useT();
  const say = t as Say;
  const columns = useMemo(() => taskColumns(say), [say]);
  const items = useMemo(() => taskItems(say), [say]);
  const { rows, loadFailed, onRowSave, onRowMove } = useTaskRows(say);
  if (loadFailed) return <Alert type="error" title={say('table.demo.rows.failed')} />;
  return (
    <>
      <Typography.Paragraph type="secondary">{say('table.demo.rows.hint')}</Typography.Paragraph>
      <Table
        module="workflow"
        pageUid="demo-task-rows"
        columns={columns}
        data={rows}
        paginationType="none"
        // fourteen tasks in a box of about seven: a row dragged near its edge scrolls it
        height={380}
        rowEdit={{ items, onRowSave }}
        rowMove={{ sortField: 'sort', onRowMove }}
        data-testid="table-rows"
      />
    </>
  );
}
