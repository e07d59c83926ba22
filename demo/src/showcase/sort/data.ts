import type { SortableItem, SortPlan } from '@suite-ui/core';

/** The demo list: stages of a sales process, numbered in steps of 65536 (spec 9). */
export const STAGES: SortableItem[] = ['线索', '商机', '方案', '报价', '谈判', '签约'].map(
  (label, index) => ({
    id: `stage-${index + 1}`,
    label,
    sort: (index + 1) * 65536,
  }),
);

/** What the last save sent, as the page shows it. */
export function describePlan(plan: SortPlan<SortableItem> | null): string {
  return plan ? JSON.stringify({ create: plan.create, update: plan.update, delete: plan.delete }) : '—';
}
