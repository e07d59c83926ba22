// spec 4 and 5: the one secret-level drop rule of every picker, related-record list and upload.
// In the kernel, free of messages, so each feature that filters by secret level uses it without
// loading another feature's texts.

/** spec 4: the form's secret level before one is set: nothing is filtered. */
export const NO_SECRET_LEVEL = -999;

/**
 * spec 4 and 5: an item at `level` is dropped under a form at `formLevel` when both are known and
 * the item's is lower. A form without a level (none, not a number, or `NO_SECRET_LEVEL`) drops
 * nothing; an item without a level always stays.
 */
export function isBelowSecretLevel(
  level: number | null | undefined,
  formLevel: number | null | undefined,
): boolean {
  if (typeof formLevel !== 'number' || !Number.isFinite(formLevel) || formLevel === NO_SECRET_LEVEL) {
    return false;
  }
  return typeof level === 'number' && level < formLevel;
}

/** spec 5: the items at or above the form's secret level (items without a level stay). */
export function dropBelowSecretLevel<T extends { secretLevel?: number | null }>(
  items: readonly T[],
  formLevel: number | null | undefined,
): T[] {
  return items.filter((item) => !isBelowSecretLevel(item.secretLevel, formLevel));
}
