import { Table } from '@suite-ui/mobile';
import { useT } from '@suite-ui/core/react';
import { Switch } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { DEMO_OPERATES_PERMISSION, batchText, demoBatchActions, demoColumns, demoOperates } from './columns';
import { MobileFiltersExample } from './mobile-filters-example';
import { MobileTaskRowsExample } from './mobile-task-rows';

export default function TableMobileShowcase() {
  const t = useT();
  const tt = t as (key: string, values?: Record<string, string>) => string;
  const columns = useMemo(() => demoColumns(tt), [tt]);
  const operates = useMemo(() => demoOperates(tt), [tt]);
  const batchActions = useMemo(() => demoBatchActions(tt), [tt]);
  const [done, setDone] = useState('');
  const [polling, setPolling] = useState(false);
  return (
    <div data-testid="showcase-table">
      <div
        role="status"
        data-testid="table-operated"
        style={{ padding: '0 12px', color: 'var(--adm-color-weak)' }}
      >
        {done}
      </div>
      <label className="demo-inline-switch">
        <Switch checked={polling} onChange={setPolling} data-testid="table-polling" />
        {tt('table.demo.polling')}
      </label>
      <Table
        module="hrm"
        pageUid="demo-mobile-list"
        columns={columns}
        operates={operates}
        operatesPermission={DEMO_OPERATES_PERMISSION}
        tableType="CHECKBOX"
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
        showSubcompany
        polling={polling ? 5000 : undefined}
      />
      <MobileFiltersExample />
      <MobileTaskRowsExample />
    </div>
  );
}
