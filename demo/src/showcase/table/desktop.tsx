import { Table } from '@suite-ui/desktop';

export default function TableDesktopShowcase() {
  return <Table pageUid="demo" columns={[]} />;
}
