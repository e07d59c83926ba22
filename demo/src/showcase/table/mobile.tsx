import { Table } from '@suite-ui/mobile';
import { useT } from '@suite-ui/core/react';
import { useMemo } from 'react';
import { demoColumns } from './columns';

export default function TableMobileShowcase() {
  const t = useT();
  const columns = useMemo(() => demoColumns(t as (key: string) => string), [t]);
  return (
    <div data-testid="showcase-table">
      <Table module="hrm" pageUid="demo-mobile-list" columns={columns} />
    </div>
  );
}
