// The header filters, copyable and cut cells of the table page (issue 38), desktop.
import { Table } from '@suite-ui/desktop';
import { Typography } from 'antd';
import { useFilterExample } from './use-filter-example';

export function FiltersExample() {
  const { say, columns, rows } = useFilterExample();
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
