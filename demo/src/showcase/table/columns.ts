import type { TableBatchAction, TableColumn, TableOperate } from '@suite-ui/core';

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
  // how the typed columns show their values (issue 38): core formats them, the skins draw them
  const typed: Record<string, Partial<TableColumn>> = {
    owner: { valueType: 'person' },
    status: {
      valueType: 'enum',
      valueEnum: {
        draft: { text: t('table.demo.status.draft'), status: 'default' },
        open: { text: t('table.demo.status.open'), status: 'processing' },
        review: { text: t('table.demo.status.review'), status: 'warning' },
        done: { text: t('table.demo.status.done'), status: 'success' },
        closed: { text: t('table.demo.status.closed'), status: 'error' },
      },
    },
    amount: { valueType: 'money' },
    progress: { valueType: 'percent', precision: 0 },
    created: { valueType: 'date' },
  };
  return Object.entries(widths).map(([dataIndex, width]) => ({
    dataIndex,
    width,
    title: t(`table.demo.col.${dataIndex}`),
    ...typed[dataIndex],
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

/** The demo's batch actions on the checked rows (the selection bar). */
export function demoBatchActions(t: (key: string) => string): TableBatchAction[] {
  return [
    { key: 'archive', label: t('table.demo.op.archive') },
    { key: 'delete', label: t('table.demo.op.delete'), danger: true },
  ];
}

/** What the demo says after a batch action: the action, how many rows and the first keys. */
export function batchText(
  t: (key: string, values?: Record<string, string>) => string,
  actions: readonly TableBatchAction[],
  key: string,
  keys: readonly string[],
): string {
  const shown = keys.slice(0, 5).join(', ') + (keys.length > 5 ? ' …' : '');
  return t('table.demo.batched', {
    action: actions.find((a) => a.key === key)?.label ?? key,
    count: String(keys.length),
    keys: shown,
  });
}
