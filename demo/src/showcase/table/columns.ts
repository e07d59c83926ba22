import type { TableColumn } from '@suite-ui/core';

/** The demo's 10 columns over the fake backend's generated rows (titles from the demo catalogue). */
export function demoColumns(t: (key: string) => string): TableColumn[] {
  const widths: Record<string, number> = {
    id: 80,
    code: 110,
    title: 180,
    owner: 130,
    status: 110,
    priority: 110,
    city: 120,
    amount: 120,
    progress: 110,
    created: 130,
  };
  return Object.entries(widths).map(([dataIndex, width]) => ({
    dataIndex,
    width,
    title: t(`table.demo.col.${dataIndex}`),
  }));
}
