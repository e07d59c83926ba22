import { Table } from '@suite-ui/desktop';
import { useT } from '@suite-ui/core/react';
import { Card, Space } from 'antd';
import { useMemo } from 'react';
import { demoColumns } from './columns';

// spec 6: only even rows may be checked in the paged example
const EVEN_ROWS = Array.from({ length: 10_000 }, (_, i) => String(i + 1)).filter(
  (id) => Number(id) % 2 === 0,
);

export default function TableDesktopShowcase() {
  const t = useT();
  const columns = useMemo(() => demoColumns(t as (key: string) => string), [t]);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('table.demo.big')} data-testid="showcase-table">
        <Table
          module="hrm"
          pageUid="demo-big-list"
          columns={columns}
          paginationType="none"
          pageSize={10_000}
          height={420}
        />
      </Card>
      <Card title={t('table.demo.paged')}>
        <Table
          module="hrm"
          pageUid="demo-paged-list"
          columns={columns}
          tableType="CHECKBOX"
          checkBoxPermission={EVEN_ROWS}
          height={360}
          data-testid="table-paged"
        />
      </Card>
    </Space>
  );
}
