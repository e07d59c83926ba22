import { Table } from '@suite-ui/desktop';
import { useT } from '@suite-ui/core/react';
import { Card, Space, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { DEMO_OPERATES_PERMISSION, batchText, demoBatchActions, demoColumns, demoOperates } from './columns';
import { FiltersExample } from './filters-example';
import { TaskRowsExample } from './task-rows';

// spec 6: only even rows may be checked in the paged example
const EVEN_ROWS = Array.from({ length: 10_000 }, (_, i) => String(i + 1)).filter(
  (id) => Number(id) % 2 === 0,
);

export default function TableDesktopShowcase() {
  const t = useT();
  const tt = t as (key: string, values?: Record<string, string>) => string;
  const columns = useMemo(() => demoColumns(tt), [tt]);
  const operates = useMemo(() => demoOperates(tt), [tt]);
  const batchActions = useMemo(() => demoBatchActions(tt), [tt]);
  const [done, setDone] = useState('');
  const [polling, setPolling] = useState(false);
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
          showSubcompany
        />
      </Card>
      <Card title={t('table.demo.paged')}>
        <Typography.Paragraph type="secondary">{tt('table.demo.paged.focus')}</Typography.Paragraph>
        <Typography.Paragraph>
          <label>
            <Switch size="small" checked={polling} onChange={setPolling} data-testid="table-paged-polling" />{' '}
            {tt('table.demo.polling')}
          </label>
        </Typography.Paragraph>
        <Table
          module="hrm"
          pageUid="demo-paged-list"
          columns={columns}
          tableType="CHECKBOX"
          checkBoxPermission={EVEN_ROWS}
          operates={operates}
          operatesPermission={DEMO_OPERATES_PERMISSION}
          batchActions={batchActions}
          onBatch={(key, keys) => setDone(batchText(tt, batchActions, key, keys))}
          onOperate={(key, row) =>
            setDone(
              tt('table.demo.operated', {
                action: operates.find((o) => o.key === key)?.label ?? key,
                key: String(row.id),
              }),
            )
          }
          height={360}
          reloadOnFocus
          polling={polling ? 5000 : undefined}
          data-testid="table-paged"
        />
        <Typography.Text type="secondary" role="status" data-testid="table-operated">
          {done}
        </Typography.Text>
      </Card>
      <Card title={tt('table.demo.filters')} data-testid="showcase-table-filters">
        <FiltersExample />
      </Card>
      <Card title={t('table.demo.rows')} data-testid="showcase-table-rows">
        <TaskRowsExample />
      </Card>
    </Space>
  );
}
