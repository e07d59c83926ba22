// The drag-sort task cards of the mobile table page (issue 38): the desktop example's task list
// from the fake backend, each move sent to it and checked there (fixtures/src/handlers/table-rows.ts).
import { useT } from '@suite-ui/core/react';
import { Table } from '@suite-ui/mobile';
import { ErrorBlock } from 'antd-mobile';
import { useMemo } from 'react';
import { taskColumns, taskItems, useTaskRows, type Say } from './task-columns';

export function MobileTaskRowsExample() {
  const t = useT();
  const say = t as Say;
  const columns = useMemo(() => taskColumns(say), [say]);
  const items = useMemo(() => taskItems(say), [say]);
  const { rows, loadFailed, onRowSave, onRowMove } = useTaskRows(say);
  if (loadFailed) return <ErrorBlock status="default" title={say('table.demo.rows.failed')} />;
  return (
    <section data-testid="showcase-table-rows" style={{ padding: '16px 0' }}>
      <h2 style={{ fontSize: 16, margin: '0 12px 8px' }}>{say('table.demo.rows')}</h2>
      <p style={{ margin: '0 12px 8px', color: 'var(--adm-color-weak)' }}>{say('table.demo.rows.mobile')}</p>
      <Table
        module="workflow"
        pageUid="demo-task-rows-mobile"
        columns={columns}
        data={rows}
        paginationType="none"
        height={420}
        rowEdit={{ items, onRowSave }}
        rowMove={{ sortField: 'sort', onRowMove }}
        data-testid="table-rows"
      />
    </section>
  );
}
