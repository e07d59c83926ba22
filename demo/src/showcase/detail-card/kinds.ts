import type { MessageKey } from '@suite-ui/core';

/** The records of the fake backend the card page shows (issue 16). */
export const DEMO_RECORDS = [
  { kind: 'task', id: 't1', module: 'task', label: 'detail-card.demo.task' },
  { kind: 'customer', id: 'c1', module: 'customer', label: 'detail-card.demo.customer' },
  { kind: 'contract', id: 'k1', module: 'contract', label: 'detail-card.demo.contract' },
] as const satisfies readonly { kind: string; id: string; module: string; label: MessageKey }[];
