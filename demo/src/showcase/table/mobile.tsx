import { Table } from '@suite-ui/mobile';

export default function TableMobileShowcase() {
  return <Table pageUid="demo" columns={[]} />;
}
