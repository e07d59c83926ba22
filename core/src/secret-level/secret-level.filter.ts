// spec 4 and 5: the secret-level drop rule of related-record selections and uploads. Kept free of
// messages so every feature that filters by secret level can import it without loading others' texts.

/** spec 5: items whose secret level is below the form's are dropped; items without a level stay. */
export function dropBelowSecretLevel<T extends { secretLevel?: number | null }>(
  items: readonly T[],
  formSecretLevel: number | null | undefined,
): T[] {
  if (typeof formSecretLevel !== 'number' || !Number.isFinite(formSecretLevel)) return [...items];
  return items.filter((item) => typeof item.secretLevel !== 'number' || item.secretLevel >= formSecretLevel);
}
