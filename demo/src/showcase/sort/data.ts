import type { SortableItem, SortPlan } from '@suite-ui/core';

const STAGE_NAMES = ['lead', 'opportunity', 'proposal', 'quote', 'negotiation', 'signed'] as const;

/** The demo list: stages of a sales process, numbered in steps of 65536 (spec 9). */
export const STAGES: SortableItem[] = STAGE_NAMES.map((name, index) => ({
  id: `stage-${index + 1}`,
  label: name,
  sort: (index + 1) * 65536,
}));

/** The items with their labels in the current language (the list keeps ids and order). */
export function labelled(items: readonly SortableItem[], t: (key: string) => string): SortableItem[] {
  return items.map((item) => {
    const name = STAGE_NAMES[Number(item.id.replace('stage-', '')) - 1];
    return name ? { ...item, label: t(`sort.demo.stage.${name}`) } : item;
  });
}

/** What the last save sent, as the page shows it. */
export function describePlan(plan: SortPlan<SortableItem> | null): string {
  return plan ? JSON.stringify({ create: plan.create, update: plan.update, delete: plan.delete }) : '—';
}
