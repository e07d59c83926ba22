// The table page's filter example (issue 38): requests kept in the page (rows the host gives),
// filtered in the header by status (the column's valueEnum) and by owner (the values the rows
// hold), with a copyable number and a long note cut to one line with its whole text in a tooltip.
import type { TableColumn, TableRow } from '@suite-ui/core';

export type Say = (key: string) => string;

const STATUSES = ['draft', 'open', 'review', 'done', 'closed'] as const;
const SUBJECTS = 6;
const OWNERS = 4;
const NOTES = 3;
export const FILTER_ROW_COUNT = 24;

export function filterColumns(say: Say): TableColumn[] {
  return [
    { dataIndex: 'code', title: say('table.demo.col.code'), width: 160, copyable: true },
    { dataIndex: 'subject', title: say('table.demo.col.title'), width: 170 },
    {
      dataIndex: 'owner',
      title: say('table.demo.col.owner'),
      width: 110,
      valueType: 'person',
      filters: true,
    },
    {
      dataIndex: 'status',
      title: say('table.demo.col.status'),
      width: 120,
      valueType: 'enum',
      valueEnum: {
        draft: { text: say('table.demo.status.draft'), status: 'default' },
        open: { text: say('table.demo.status.open'), status: 'processing' },
        review: { text: say('table.demo.status.review'), status: 'warning' },
        done: { text: say('table.demo.status.done'), status: 'success' },
        closed: { text: say('table.demo.status.closed'), status: 'error' },
      },
      filters: true,
    },
    { dataIndex: 'note', title: say('table.demo.filters.col.note'), width: 220, ellipsis: true },
  ];
}

/** The example's requests, their texts in the page's language. */
export function filterRows(say: Say): TableRow[] {
  return Array.from({ length: FILTER_ROW_COUNT }, (_, i) => {
    const owner = i % OWNERS;
    return {
      id: String(i + 1),
      code: `RQ-2026-${String(i + 1).padStart(4, '0')}`,
      subject: say(`table.demo.filters.subject.${(i % SUBJECTS) + 1}`),
      owner: { id: `u${owner + 1}`, name: say(`table.demo.filters.owner.${owner + 1}`) },
      status: STATUSES[(i * 3) % STATUSES.length],
      note: say(`table.demo.filters.note.${(i % NOTES) + 1}`),
    };
  });
}
