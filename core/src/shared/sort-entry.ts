// Sort entries (spec 3) and the plan a reorder produces (spec 4 "Sorting").

/** The id of a sorted entry: records use `id`, relation records `targetId` (spec 3). */
export type SortId = string | number;

/** An entry of a sorted list (spec 3 "Sort entries"): `id` or `targetId`, and its sort value (absent for new entries). */
export interface SortEntry {
  id?: SortId | null;
  targetId?: SortId | null;
  sort?: number | null;
}

/** The key fields an entry of type `E` carries (`id` and/or `targetId`). */
type KeyFields<E> = Pick<E, Extract<keyof E, 'id' | 'targetId'>>;

/** One write of a plan: the entry's key fields (`id` or `targetId`, as it came) and its new sort value. */
export type SortWrite<E extends SortEntry = SortEntry> = { [K in keyof KeyFields<E>]: KeyFields<E>[K] } & {
  sort: number;
};

/** The id type of entries of type `E`. */
export type SortIdOf<E extends SortEntry> =
  | ('id' extends keyof E ? NonNullable<E['id' & keyof E]> : never)
  | ('targetId' extends keyof E ? NonNullable<E['targetId' & keyof E]> : never);

/**
 * What to send after a reorder (spec 4): new entries with their sort value, existing entries whose
 * sort value changed, and the ids of removed entries.
 */
export interface SortPlan<E extends SortEntry = SortEntry, Removed extends SortEntry = E> {
  create: SortWrite<E>[];
  update: SortWrite<E>[];
  delete: SortIdOf<Removed>[];
}
