// Internal stand-in for issue 26's `planSort` (spec 4 "Sorting"), which is not in the tree yet: the
// common-phrase machine reorders through this function's shape so the shared one can replace it by
// changing one import. Deliberately not exported from the package.

/** spec 9: sort step. */
const STEP = 65536;

/** An entry of a sorted list: `id` (or `targetId`) and its sort value (absent for new entries). */
export interface SortEntry {
  id?: string;
  targetId?: string;
  sort?: number;
}

/** What to send after a reorder. */
export interface SortPlan {
  create: { id: string; sort: number }[];
  update: { id: string; sort: number }[];
  delete: string[];
}

const keyOf = (entry: SortEntry): string => String(entry.id ?? entry.targetId ?? '');

/**
 * spec 4: a new list gets 65536, 131072 ...; a moved or inserted item takes the integer midpoint
 * of its neighbours (0 before the head, last + 65536 at the tail) and is the only one written; when
 * no integer room remains everything is renumbered and only changed values are written.
 */
export function planSort(previous: readonly SortEntry[], next: readonly SortEntry[]): SortPlan {
  const before = new Map(previous.map((entry) => [keyOf(entry), entry.sort]));
  const values: (number | undefined)[] = next.map((entry) => {
    const sort = entry.sort ?? before.get(keyOf(entry));
    return before.has(keyOf(entry)) ? sort : undefined;
  });
  // keep the longest increasing run of known values (lists of phrases are short: O(n²) is fine)
  const fixed = new Array<boolean>(values.length).fill(false);
  const length = values.map(() => 0);
  const from = values.map(() => -1);
  let best = -1;
  values.forEach((value, i) => {
    if (value === undefined) return;
    length[i] = 1;
    for (let j = 0; j < i; j++) {
      const earlier = values[j];
      if (earlier !== undefined && earlier < value && (length[j] as number) + 1 > (length[i] as number)) {
        length[i] = (length[j] as number) + 1;
        from[i] = j;
      }
    }
    if (best === -1 || (length[i] as number) > (length[best] as number)) best = i;
  });
  for (let i = best; i !== -1; i = from[i] as number) fixed[i] = true;
  const result = [...values];
  let room = true;
  for (let index = 0; index < result.length; index++) {
    if (fixed[index]) continue;
    const low = index === 0 ? 0 : (result[index - 1] as number);
    const highIndex = result.findIndex((value, i) => i > index && fixed[i]);
    const high = highIndex === -1 ? undefined : (result[highIndex] as number);
    const value = high === undefined ? low + STEP : Math.floor((low + high) / 2);
    if (value <= low || (high !== undefined && value >= high)) {
      room = false;
      break;
    }
    result[index] = value;
  }
  const final = room ? (result as number[]) : next.map((_, index) => (index + 1) * STEP);
  const plan: SortPlan = { create: [], update: [], delete: [] };
  next.forEach((entry, index) => {
    const id = keyOf(entry);
    const sort = final[index] as number;
    if (!before.has(id)) plan.create.push({ id, sort });
    else if (before.get(id) !== sort) plan.update.push({ id, sort });
  });
  const kept = new Set(next.map(keyOf));
  plan.delete = previous.map(keyOf).filter((id) => !kept.has(id));
  return plan;
}
