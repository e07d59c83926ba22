import type { TableColumn, TableOperate } from '@suite-ui/core';

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

/**
 * The demo's row operations (spec 6): archive is declared but not in the operates permission, so
 * no row shows it; rows whose number ends in 0 carry their own permission (view only).
 */
export function demoOperates(t: (key: string) => string): TableOperate[] {
  return [
    { key: 'view', label: t('table.demo.op.view') },
    { key: 'edit', label: t('table.demo.op.edit') },
    { key: 'copy', label: t('table.demo.op.copy') },
    { key: 'archive', label: t('table.demo.op.archive') },
    { key: 'delete', label: t('table.demo.op.delete'), danger: true },
  ];
}

/** spec 6: the operates permission of the demo tables. */
export const DEMO_OPERATES_PERMISSION = ['view', 'edit', 'copy', 'delete'];
