// spec 4 "Sorting", spec 9 "sort step": sort values in steps of 65536, a moved or inserted entry
// takes the integer midpoint of its neighbours and is the only one written, everything is
// renumbered only when no integer room remains. Pure: the save call and the list are the caller's.
import type { SortEntry, SortIdOf, SortPlan, SortWrite } from './sort-entry';

/** spec 9: the gap between the sort values of a freshly numbered list (65536, 131072, ...). */
export const SORT_STEP = 65536;

/** The key an entry is matched by (`id`, else `targetId`, as a string), or undefined when it has none. */
export function sortKeyOf(entry: SortEntry): string | undefined {
  const raw = entry.id ?? entry.targetId;
  return raw === undefined || raw === null || raw === '' ? undefined : String(raw);
}

const knownSort = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** The write of one entry: its own key fields as they came (`id` and/or `targetId`) plus the sort value. */
function writeOf<E extends SortEntry>(entry: E, sort: number): SortWrite<E> {
  const write: Record<string, unknown> = {};
  if (entry.id !== undefined && entry.id !== null) write.id = entry.id;
  if (entry.targetId !== undefined && entry.targetId !== null) write.targetId = entry.targetId;
  write.sort = sort;
  return write as SortWrite<E>;
}

/**
 * Indices of a longest strictly increasing run of the known values (patience sorting, O(n log n)):
 * the entries that keep their sort value. Every other entry counts as moved or new.
 */
function keptIndices(values: readonly (number | undefined)[]): Set<number> {
  const tails: number[] = []; // tails[k]: index ending the best run of length k + 1
  const previous = new Array<number>(values.length).fill(-1);
  values.forEach((value, index) => {
    if (value === undefined) return;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((values[tails[middle] as number] as number) < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1] as number;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails.length > 0 ? (tails[tails.length - 1] as number) : -1; index !== -1;) {
    kept.add(index);
    index = previous[index] as number;
  }
  return kept;
}

/**
 * New sort values for `count` entries given the kept ones (`fixed[i]` set), or undefined when some
 * entry finds no integer between its neighbours (spec 4: then everything is renumbered).
 */
function fillGaps(fixed: readonly (number | undefined)[]): number[] | undefined {
  const count = fixed.length;
  // the next kept value to the right of each position
  const nextKept = new Array<number | undefined>(count + 1).fill(undefined);
  for (let index = count - 1; index >= 0; index--) nextKept[index] = fixed[index] ?? nextKept[index + 1];
  const result = new Array<number>(count);
  for (let index = 0; index < count; index++) {
    const own = fixed[index];
    if (own !== undefined) {
      result[index] = own;
      continue;
    }
    // spec 4: the head's lower neighbour is 0, the tail's value is the last one plus the step
    const low = index === 0 ? 0 : (result[index - 1] as number);
    const high = nextKept[index + 1];
    const value = high === undefined ? low + SORT_STEP : Math.floor((low + high) / 2);
    if (!Number.isSafeInteger(value) || value <= low || (high !== undefined && value >= high))
      return undefined;
    result[index] = value;
  }
  return result;
}

/**
 * spec 4: what to send after a list changed from `previous` to `next` (`next` in the new order, new
 * entries without `sort`; entries keyed by `id`, or `targetId` for relation records).
 * - A new list gets 65536, 131072, ...
 * - An inserted or moved entry takes the integer midpoint of its neighbours' sort values (0 before
 *   the head; the last value plus 65536 at the tail) and is the only one written.
 * - When no integer room remains between its neighbours, every entry is renumbered in steps of
 *   65536, and only those whose value changed are written.
 * - `delete` lists the ids of `previous` missing from `next`.
 * The entries that keep their value are a longest run already in increasing order, so a single move
 * writes one entry. Entries without a key are ignored; a key repeated in `next` counts once (first).
 */
export function planSort<E extends SortEntry, P extends SortEntry = E>(
  previous: readonly P[],
  next: readonly E[],
): SortPlan<E, P> {
  const before = new Map<string, number | undefined>();
  for (const entry of previous) {
    const key = sortKeyOf(entry);
    if (key !== undefined && !before.has(key)) before.set(key, knownSort(entry.sort));
  }
  const seen = new Set<string>();
  const entries: { entry: E; key: string }[] = [];
  for (const entry of next) {
    const key = sortKeyOf(entry);
    if (key === undefined || seen.has(key)) continue;
    seen.add(key);
    entries.push({ entry, key });
  }
  const known = entries.map(({ key }) => before.get(key));
  const kept = keptIndices(known);
  const values =
    fillGaps(known.map((value, index) => (kept.has(index) ? value : undefined))) ??
    entries.map((_, index) => (index + 1) * SORT_STEP);

  const plan: SortPlan<E, P> = { create: [], update: [], delete: [] };
  entries.forEach(({ entry, key }, index) => {
    const sort = values[index] as number;
    if (!before.has(key)) plan.create.push(writeOf(entry, sort));
    else if (before.get(key) !== sort) plan.update.push(writeOf(entry, sort));
  });
  const removed = new Set<string>();
  for (const entry of previous) {
    const key = sortKeyOf(entry);
    if (key === undefined || seen.has(key) || removed.has(key)) continue;
    removed.add(key);
    plan.delete.push((entry.id ?? entry.targetId) as SortIdOf<P>);
  }
  return plan;
}

/** The entries of `next` with their sort values after `plan` (written ones from the plan, the rest as in `previous`). */
export function applySortPlan<E extends SortEntry>(
  previous: readonly SortEntry[],
  next: readonly E[],
  plan: Pick<SortPlan<E, SortEntry>, 'create' | 'update'>,
): (E & { sort: number })[] {
  const values = new Map<string, number>();
  for (const entry of previous) {
    const key = sortKeyOf(entry);
    const sort = knownSort(entry.sort);
    if (key !== undefined && sort !== undefined && !values.has(key)) values.set(key, sort);
  }
  for (const write of [...plan.create, ...plan.update]) {
    const key = sortKeyOf(write);
    if (key !== undefined) values.set(key, write.sort);
  }
  return next.map((entry) => ({
    ...entry,
    sort: values.get(sortKeyOf(entry) ?? '') ?? knownSort(entry.sort) ?? 0,
  }));
}

/** `list` with the entry at `from` moved to position `to` (clamped); the same order when nothing moves. */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const result = [...list];
  if (from < 0 || from >= list.length) return result;
  const target = Math.max(0, Math.min(list.length - 1, Math.trunc(to)));
  if (target === from) return result;
  const [moving] = result.splice(from, 1);
  result.splice(target, 0, moving as T);
  return result;
}

/**
 * The one write of a move read from the moved entry's new neighbours alone (spec 4: the integer
 * midpoint of their sort values, 0 before the head, the last value plus 65536 at the tail), or
 * undefined when they leave it no integer room or cannot be read that way (a neighbour without a key
 * or a sort value, or with the moved entry's own key): then the whole-list rule decides.
 */
function neighbourMove<E extends SortEntry>(
  next: readonly E[],
  at: number,
  moving: E,
): { next: E[]; plan: SortPlan<E, E> } | undefined {
  const key = sortKeyOf(moving);
  if (key === undefined) return undefined;
  const valueOf = (entry: E): number | undefined => {
    const neighbourKey = sortKeyOf(entry);
    return neighbourKey === undefined || neighbourKey === key ? undefined : knownSort(entry.sort);
  };
  const before = at === 0 ? undefined : next[at - 1];
  const after = next[at + 1];
  const low = before === undefined ? 0 : valueOf(before);
  const high = after === undefined ? undefined : valueOf(after);
  if (low === undefined || (after !== undefined && high === undefined)) return undefined;
  const value = high === undefined ? low + SORT_STEP : Math.floor((low + high) / 2);
  if (!Number.isSafeInteger(value) || value <= low || (high !== undefined && value >= high)) return undefined;
  const update = value === knownSort(moving.sort) ? [] : [writeOf(moving, value)];
  return { next: next as E[], plan: { create: [], update, delete: [] } };
}

/**
 * The plan of a move the caller saw happen (a drag or a keyboard move of one entry): the same rule as
 * `planSort`, with the moved entry known, so an adjacent swap writes the entry the user moved and
 * not its neighbour. The moved entry is in `update` (it existed before).
 *
 * Only the moved entry's new neighbours are read: the list is taken as it is kept, its sort values
 * rising and its keys unique, so the move costs the same on 10 entries or 10 000 (issue 39). When
 * the neighbours leave no integer room, the whole list is planned as `planSort` does (renumbering
 * in steps of 65536, writing only the values that change).
 */
export function planSortMove<E extends SortEntry>(
  previous: readonly E[],
  from: number,
  to: number,
): { next: E[]; plan: SortPlan<E, E> } {
  const next = moveEntry(previous, from, to);
  const moving = previous[from];
  const at = Math.max(0, Math.min(previous.length - 1, Math.trunc(to)));
  if (moving === undefined || at === from) {
    return { next, plan: { create: [], update: [], delete: [] } };
  }
  return neighbourMove(next, at, moving) ?? wholeListMove(previous, next, from, moving);
}

/** The move planned over the whole list (`planSort` with the moved entry as the new one). */
function wholeListMove<E extends SortEntry>(
  previous: readonly E[],
  next: E[],
  from: number,
  moving: E,
): { next: E[]; plan: SortPlan<E, E> } {
  if (next.every((entry, index) => entry === previous[index])) {
    return { next, plan: { create: [], update: [], delete: [] } };
  }
  const movingKey = sortKeyOf(moving);
  const rest = previous.filter((_, index) => index !== from);
  // the moved entry goes in as a new one, so it takes the midpoint of its new neighbours
  const plan = planSort(rest, next);
  const own = plan.create.filter((write) => sortKeyOf(write) === movingKey);
  const update = [...plan.update, ...own.filter((write) => write.sort !== knownSort(moving.sort))];
  const order = new Map(next.map((entry, index) => [sortKeyOf(entry), index]));
  update.sort((a, b) => (order.get(sortKeyOf(a)) ?? 0) - (order.get(sortKeyOf(b)) ?? 0));
  return {
    next,
    plan: { create: plan.create.filter((write) => sortKeyOf(write) !== movingKey), update, delete: [] },
  };
}

/** True when the sort values rise strictly in list order (what every plan guarantees). */
export function isStrictlyIncreasing(entries: readonly { sort?: number | null }[]): boolean {
  for (let index = 1; index < entries.length; index++) {
    const low = entries[index - 1]?.sort;
    const high = entries[index]?.sort;
    if (typeof low !== 'number' || typeof high !== 'number' || !(low < high)) return false;
  }
  return true;
}
