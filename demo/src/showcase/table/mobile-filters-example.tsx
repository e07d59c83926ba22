// The header filters, copyable and cut cells of the table page (issue 38), mobile.
import { Table } from '@suite-ui/mobile';
import { useFilterExample } from './use-filter-example';

export function MobileFiltersExample() {
  const { say, columns, rows } = useFilterExample();
  return (
    <section data-testid="showcase-table-filters" style={{ padding: '16px 0' }}>
      <h2 style={{ fontSize: 16, margin: '0 12px 8px' }}>{say('table.demo.filters')}</h2>
      <p style={{ margin: '0 12px 8px', color: 'var(--adm-color-weak)' }}>{say('table.demo.filters.hint')}</p>
      <Table
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
