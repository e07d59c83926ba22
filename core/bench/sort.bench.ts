// Sort order (issue 26): planSort and planSortMove (issue 39: the move read from its neighbours
// alone) on a 10 000-entry list through 1 000 random moves, against
// renumbering everything on each move and against the fractional-indexing package (string keys
// between neighbours), measured in the same run. Besides time: entries written per move and, for
// fractional indexing, how long the keys grow.
import { generateKeyBetween } from 'fractional-indexing';
import { SORT_STEP, applySortPlan, moveEntry, planSort, planSortMove, type SortPlan } from '../src/sort';
import { measure, report } from './harness';

const SIZE = 10_000;
const MOVES = 1_000;

/** The same 1 000 moves for every contender (a fixed seed). */
function movesOf(seed: number): [number, number][] {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  return Array.from({ length: MOVES }, () => [Math.floor(next() * SIZE), Math.floor(next() * SIZE)]);
}
const MOVE_LIST = movesOf(26);

const fresh = () =>
  Array.from({ length: SIZE }, (_, index) => ({ id: `e${index}`, sort: (index + 1) * SORT_STEP }));

function runPlanSort(): { written: number; renumbers: number } {
  let list = fresh();
  let written = 0;
  let renumbers = 0;
  for (const [from, to] of MOVE_LIST) {
    const next = moveEntry(list, from, to);
    const plan = planSort(list, next);
    const count = plan.create.length + plan.update.length;
    written += count;
    if (count > 1) renumbers += 1;
    list = applySortPlan(list, next, plan);
  }
  return { written, renumbers };
}

type Entry = { id: string; sort: number };

/** What a caller keeps after a move: the new order with the plan's writes (one write: in place). */
function afterMove(list: Entry[], next: Entry[], to: number, plan: SortPlan<Entry>): Entry[] {
  const only = plan.update[0];
  if (plan.update.length !== 1 || plan.create.length > 0 || only === undefined) {
    return applySortPlan(list, next, plan);
  }
  const at = Math.max(0, Math.min(next.length - 1, to));
  next[at] = { ...(next[at] as Entry), sort: only.sort };
  return next;
}

function runPlanSortMove(): { written: number; renumbers: number } {
  let list: Entry[] = fresh();
  let written = 0;
  let renumbers = 0;
  for (const [from, to] of MOVE_LIST) {
    const { next, plan } = planSortMove(list, from, to);
    const count = plan.create.length + plan.update.length;
    written += count;
    if (count > 1) renumbers += 1;
    list = afterMove(list, next, to, plan);
  }
  return { written, renumbers };
}

function runRenumber(): { written: number } {
  let list = fresh();
  let written = 0;
  for (const [from, to] of MOVE_LIST) {
    const next = moveEntry(list, from, to);
    list = next.map((entry, index) => {
      const sort = (index + 1) * SORT_STEP;
      if (sort !== entry.sort) written += 1;
      return sort === entry.sort ? entry : { ...entry, sort };
    });
  }
  return { written };
}

function runFractional(): { written: number; maxKey: number; meanKey: number } {
  let keys: string[] = [];
  let key: string | null = null;
  for (let index = 0; index < SIZE; index++) keys.push((key = generateKeyBetween(key, null)));
  let written = 0;
  for (const [from, to] of MOVE_LIST) {
    const rest = keys.filter((_, index) => index !== from);
    const at = Math.max(0, Math.min(rest.length, to));
    const moved = generateKeyBetween(rest[at - 1] ?? null, rest[at] ?? null);
    rest.splice(at, 0, moved);
    keys = rest;
    written += 1;
  }
  const lengths = keys.map((entry) => entry.length);
  return {
    written,
    maxKey: Math.max(...lengths),
    meanKey: lengths.reduce((sum, length) => sum + length, 0) / lengths.length,
  };
}

const plan = runPlanSort();
const planMove = runPlanSortMove();
const renumber = runRenumber();
const fractional = runFractional();
console.log(`\n## Entries written for ${MOVES} random moves on ${SIZE} entries`);
console.table([
  {
    contender: 'planSort',
    written: plan.written,
    'per move': plan.written / MOVES,
    renumberings: plan.renumbers,
  },
  {
    contender: 'planSortMove',
    written: planMove.written,
    'per move': planMove.written / MOVES,
    renumberings: planMove.renumbers,
  },
  { contender: 'renumber everything', written: renumber.written, 'per move': renumber.written / MOVES },
  {
    contender: 'fractional-indexing',
    written: fractional.written,
    'per move': fractional.written / MOVES,
    'max key length': fractional.maxKey,
    'mean key length': Number(fractional.meanKey.toFixed(2)),
  },
]);

// time per move: each call applies the next of the same 1 000 moves to a list kept between calls
function stepper(step: (from: number, to: number) => void): () => void {
  let index = 0;
  return () => {
    const [from, to] = MOVE_LIST[index % MOVES] as [number, number];
    index += 1;
    step(from, to);
  };
}
let planned = fresh();
let movedList: Entry[] = fresh();
let renumbered = fresh();
let fractionalKeys = (() => {
  const keys: string[] = [];
  let key: string | null = null;
  for (let index = 0; index < SIZE; index++) keys.push((key = generateKeyBetween(key, null)));
  return keys;
})();

const peer = await measure(
  'renumber everything',
  stepper((from, to) => {
    renumbered = moveEntry(renumbered, from, to).map((entry, index) =>
      entry.sort === (index + 1) * SORT_STEP ? entry : { ...entry, sort: (index + 1) * SORT_STEP },
    );
  }),
  2000,
);
const rows = [
  peer,
  await measure(
    'planSort',
    stepper((from, to) => {
      const next = moveEntry(planned, from, to);
      planned = applySortPlan(planned, next, planSort(planned, next));
    }),
    2000,
  ),
  await measure(
    'planSortMove',
    stepper((from, to) => {
      const { next, plan } = planSortMove(movedList, from, to);
      movedList = afterMove(movedList, next, to, plan);
    }),
    2000,
  ),
  await measure(
    'fractional-indexing',
    stepper((from, to) => {
      const rest = fractionalKeys.filter((_, index) => index !== from);
      const at = Math.max(0, Math.min(rest.length, to));
      rest.splice(at, 0, generateKeyBetween(rest[at - 1] ?? null, rest[at] ?? null));
      fractionalKeys = rest;
    }),
    2000,
  ),
];
report(`One random move on a ${SIZE}-entry list, the plan applied (ms per move)`, rows, peer);
