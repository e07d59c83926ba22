// The header filters, copyable and cut cells of the table page (issue 38), desktop and mobile.
import { useT } from '@suite-ui/core/react';
import { Table } from '@suite-ui/desktop';
import { Table as MobileTable } from '@suite-ui/mobile';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { filterColumns, filterRows, type Say } from './filter-rows';

function useExample() {
  const t = useT();
  const say = t as Say;
  const columns = useMemo(() => filterColumns(say), [say]);
  const rows = useMemo(() => filterRows(say), [say]);
  return { say, columns, rows };
}

export function FiltersExample() {
  const { say, columns, rows } = useExample();
  return (
    <>
      <Typography.Paragraph type="secondary">{say('table.demo.filters.hint')}</Typography.Paragraph>
      <Table
        module="workflow"
        pageUid="demo-filter-list"
        columns={columns}
        data={rows}
        paginationType="none"
        height={360}
        data-testid="table-filters"
      />
    </>
  );
}

export function MobileFiltersExample() {
  const { say, columns, rows } = useExample();
  return (
    <section data-testid="showcase-table-filters" style={{ padding: '16px 0' }}>
      <h2 style={{ fontSize: 16, margin: '0 12px 8px' }}>{say('table.demo.filters')}</h2>
      <p style={{ margin: '0 12px 8px', color: 'var(--adm-color-weak)' }}>{say('table.demo.filters.hint')}</p>
      <MobileTable
        module="workflow"
        pageUid="demo-filter-list-mobile"
        columns={columns}
        data={rows}
        tableType="NONE"
        paginationType="none"
        height={420}
        data-testid="table-filters"
      />
    </section>
  );
}
