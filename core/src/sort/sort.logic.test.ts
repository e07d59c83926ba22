import {
  SORT_STEP,
  applySortPlan,
  isStrictlyIncreasing,
  moveEntry,
  planSortMove,
  planSort,
  sortKeyOf,
} from './index';

const list = (...pairs: [string, number][]) => pairs.map(([id, sort]) => ({ id, sort }));
const abc = list(['a', 65536], ['b', 131072], ['c', 196608]);
const ids = (...keys: string[]) => keys.map((id) => ({ id }));

describe('SORT_STEP (spec 9)', () => {
  it('is 65536', () => expect(SORT_STEP).toBe(65536));
});

describe('planSort (spec 4)', () => {
  it('numbers a new list 65536, 131072, ...', () => {
    expect(planSort([], ids('x', 'y', 'z'))).toEqual({
      create: [
        { id: 'x', sort: 65536 },
        { id: 'y', sort: 131072 },
        { id: 'z', sort: 196608 },
      ],
      update: [],
      delete: [],
    });
  });

  it('writes nothing when nothing changed', () => {
    expect(planSort(abc, abc)).toEqual({ create: [], update: [], delete: [] });
    expect(planSort([], [])).toEqual({ create: [], update: [], delete: [] });
  });

  it('moves to the head: midpoint of 0 and the first value, only the moved entry', () => {
    expect(planSort(abc, ids('c', 'a', 'b'))).toEqual({
      create: [],
      update: [{ id: 'c', sort: 32768 }],
      delete: [],
    });
  });

  it('moves to the tail: the last value plus 65536', () => {
    expect(planSort(abc, ids('b', 'c', 'a'))).toEqual({
      create: [],
      update: [{ id: 'a', sort: 196608 + 65536 }],
      delete: [],
    });
  });

  it('moves into the middle: the integer midpoint of the new neighbours', () => {
    const four = [...abc, { id: 'd', sort: 262144 }];
    expect(planSort(four, ids('a', 'd', 'b', 'c')).update).toEqual([{ id: 'd', sort: 98304 }]);
    expect(planSort(list(['a', 10], ['b', 13], ['c', 20]), ids('a', 'c', 'b')).update).toHaveLength(1);
    expect(planSort(list(['a', 2], ['b', 4], ['c', 7]), ids('c', 'a', 'b')).update).toEqual([
      { id: 'c', sort: 1 },
    ]);
  });

  it('inserts new entries at the midpoint of their neighbours', () => {
    expect(planSort(abc, ids('a', 'n', 'b', 'c')).create).toEqual([{ id: 'n', sort: 98304 }]);
    expect(planSort(abc, ids('n', 'a', 'b', 'c')).create).toEqual([{ id: 'n', sort: 32768 }]);
    expect(planSort(abc, ids('a', 'b', 'c', 'n')).create).toEqual([{ id: 'n', sort: 262144 }]);
    // two in a row: each takes the midpoint of its left neighbour and the next kept value
    expect(planSort(abc, ids('a', 'm', 'n', 'b', 'c')).create).toEqual([
      { id: 'm', sort: 98304 },
      { id: 'n', sort: 114688 },
    ]);
  });

  it('renumbers everything in steps of 65536 when no integer room remains, writing only changed values', () => {
    const tight = list(['a', 1], ['b', 2]);
    expect(planSort(tight, ids('n', 'a', 'b'))).toEqual({
      create: [{ id: 'n', sort: 65536 }],
      update: [
        { id: 'a', sort: 131072 },
        { id: 'b', sort: 196608 },
      ],
      delete: [],
    });
    const partly = list(['a', 65536], ['b', 65537], ['c', 196608]);
    expect(planSort(partly, ids('a', 'c', 'b')).update).toEqual([
      { id: 'c', sort: 131072 },
      { id: 'b', sort: 196608 },
    ]);
  });

  it('renumbers when the head has no room above 0', () => {
    // b to the head finds no integer between 0 and 1: b keeps 65536, a becomes 131072
    expect(planSort(list(['a', 1], ['b', 65536]), ids('b', 'a')).update).toEqual([{ id: 'a', sort: 131072 }]);
  });

  it('lists removed ids in delete, and keeps the rest', () => {
    expect(planSort(abc, ids('a', 'c'))).toEqual({ create: [], update: [], delete: ['b'] });
    expect(planSort(abc, []).delete).toEqual(['a', 'b', 'c']);
  });

  it('accepts targetId instead of id and writes the key the entry came with', () => {
    const before = [
      { targetId: 't1', sort: 65536 },
      { targetId: 't2', sort: 131072 },
    ];
    expect(planSort(before, [{ targetId: 't2' }, { targetId: 't1' }, { targetId: 't3' }])).toEqual({
      create: [{ targetId: 't3', sort: 65536 + 65536 }],
      update: [{ targetId: 't2', sort: 32768 }],
      delete: [],
    });
    expect(planSort(before, [{ targetId: 't2' }]).delete).toEqual(['t1']);
  });

  it('matches numeric and string ids, keeps numeric ids as they are', () => {
    const before = [
      { id: 1, sort: 65536 },
      { id: 2, sort: 131072 },
    ];
    expect(planSort(before, [{ id: 2 }, { id: 1 }]).update).toEqual([{ id: 2, sort: 32768 }]);
    expect(planSort(before, [{ id: 1 }]).delete).toEqual([2]);
  });

  it('writes only key fields, not the rest of a record', () => {
    const before = [{ id: 'a', sort: 65536, name: 'A' }];
    expect(planSort(before, [{ id: 'b', name: 'B' }, ...before]).create).toEqual([{ id: 'b', sort: 32768 }]);
  });

  it('gives entries of the previous list without a sort value one (an update, not a create)', () => {
    expect(planSort([{ id: 'a' }, { id: 'b', sort: 65536 }], ids('a', 'b'))).toEqual({
      create: [],
      update: [{ id: 'a', sort: 32768 }],
      delete: [],
    });
  });

  it('handles duplicate sort values of old data', () => {
    const same = list(['a', 0], ['b', 0], ['c', 0]);
    const plan = planSort(same, ids('a', 'b', 'c'));
    const values = applySortPlan(same, ids('a', 'b', 'c'), plan).map((entry) => entry.sort);
    expect(isStrictlyIncreasing(values.map((sort) => ({ sort })))).toBe(true);
  });

  it('ignores entries without a key and repeated keys', () => {
    expect(planSort([], [{ id: 'a' }, {}, { id: '' }, { id: 'a' }]).create).toEqual([
      { id: 'a', sort: 65536 },
    ]);
  });

  it('renumbers instead of leaving safe integers', () => {
    const huge = list(['a', Number.MAX_SAFE_INTEGER - 10]);
    const plan = planSort(huge, ids('a', 'n'));
    expect(plan.create).toEqual([{ id: 'n', sort: 131072 }]);
    expect(plan.update).toEqual([{ id: 'a', sort: 65536 }]);
  });
});

describe('sortKeyOf, moveEntry, applySortPlan', () => {
  it('keys by id, else targetId', () => {
    expect(sortKeyOf({ id: 3, targetId: 'x' })).toBe('3');
    expect(sortKeyOf({ targetId: 'x' })).toBe('x');
    expect(sortKeyOf({ id: null })).toBeUndefined();
  });

  it('moves one entry, clamping the target', () => {
    expect(moveEntry(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveEntry(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });

  it('applies a plan to the new order', () => {
    const next = ids('c', 'a', 'b');
    expect(applySortPlan(abc, next, planSort(abc, next)).map((entry) => entry.sort)).toEqual([
      32768, 65536, 131072,
    ]);
  });
});

describe('planSortMove (a move the caller saw)', () => {
  const four = [...abc, { id: 'd', sort: 262144 }];

  it('writes the entry the user moved in an adjacent swap, whichever way', () => {
    expect(planSortMove(four, 1, 2).plan).toEqual({
      create: [],
      update: [{ id: 'b', sort: 229376 }],
      delete: [],
    });
    expect(planSortMove(four, 2, 1).plan).toEqual({
      create: [],
      update: [{ id: 'c', sort: 98304 }],
      delete: [],
    });
  });

  it('gives the new order, and nothing to write when nothing moves', () => {
    expect(planSortMove(four, 0, 3).next.map((entry) => entry.id)).toEqual(['b', 'c', 'd', 'a']);
    expect(planSortMove(four, 1, 1).plan).toEqual({ create: [], update: [], delete: [] });
  });

  it('renumbers as planSort does when there is no room', () => {
    const tight = list(['a', 1], ['b', 2], ['c', 3]);
    const { next, plan } = planSortMove(tight, 2, 0);
    expect(plan.create).toEqual([]);
    expect(applySortPlan(tight, next, plan).map((entry) => entry.sort)).toEqual([65536, 131072, 196608]);
  });

  it('reads the sort values of the new neighbours only', () => {
    const read: string[] = [];
    const big = Array.from({ length: 10_000 }, (_, index) => {
      const id = `e${index}`;
      const sort = (index + 1) * SORT_STEP;
      return {
        id,
        get sort() {
          read.push(id);
          return sort;
        },
      };
    });
    const { next, plan } = planSortMove(big, 9000, 17);
    expect(next[17]?.id).toBe('e9000');
    expect(plan).toEqual({
      create: [],
      update: [{ id: 'e9000', sort: 17 * SORT_STEP + SORT_STEP / 2 }],
      delete: [],
    });
    expect([...new Set(read)].sort()).toEqual(['e16', 'e17', 'e9000']);
  });

  it('moves to the head (0 below) and to the tail (the last value plus 65536)', () => {
    expect(planSortMove(four, 2, 0).plan.update).toEqual([{ id: 'c', sort: 32768 }]);
    expect(planSortMove(four, 1, 3).plan.update).toEqual([{ id: 'b', sort: 262144 + 65536 }]);
    expect(
      planSortMove(
        [
          { targetId: 7, sort: 10 },
          { targetId: 8, sort: 20 },
        ],
        1,
        0,
      ).plan.update,
    ).toEqual([{ targetId: 8, sort: 5 }]);
  });

  it('falls back to the whole list when a neighbour has no key or no sort value', () => {
    const odd = [{ id: 'a', sort: 65536 }, { sort: 100000 }, { id: 'c' }, { id: 'd', sort: 262144 }];
    expect(planSortMove(odd, 3, 1).plan).toEqual(wholeListMove(odd, 3, 1));
    expect(planSortMove(odd, 0, 2).plan).toEqual(wholeListMove(odd, 0, 2));
  });
});

// Property tests (seeded, so a failure is reproducible): after any sequence of moves, inserts and
// removals, the sort values rise strictly in list order, a single move writes one entry unless the
// list was renumbered, and nothing unchanged is written.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The move as planned over the whole list before issue 39 (planSort with the moved entry as a new one). */
function wholeListMove<
  E extends { id?: string | null; targetId?: string | number | null; sort?: number | null },
>(previous: E[], from: number, to: number) {
  const next = moveEntry(previous, from, to);
  const moving = previous[from] as E;
  if (next.every((entry, index) => entry === previous[index])) return { create: [], update: [], delete: [] };
  const key = sortKeyOf(moving);
  const plan = planSort(
    previous.filter((_, index) => index !== from),
    next,
  );
  const own = plan.create.filter((write) => sortKeyOf(write) === key);
  const update = [...plan.update, ...own.filter((write) => write.sort !== moving.sort)];
  const order = new Map(next.map((entry, index) => [sortKeyOf(entry), index]));
  update.sort((a, b) => (order.get(sortKeyOf(a)) ?? 0) - (order.get(sortKeyOf(b)) ?? 0));
  return { create: plan.create.filter((write) => sortKeyOf(write) !== key), update, delete: [] };
}

describe('planSort properties', () => {
  const SEEDS = Array.from({ length: 40 }, (_, index) => index + 1);

  it.each(SEEDS)('keeps sort values strictly increasing through random edits (seed %i)', (seed) => {
    const rand = random(seed);
    const pick = (n: number) => Math.floor(rand() * n);
    let counter = 0;
    let current: { id: string; sort: number }[] = [];
    for (let step = 0; step < 300; step++) {
      const kind = current.length < 2 ? 0 : pick(10);
      let next: { id: string; sort?: number }[];
      if (kind === 0) {
        next = [...current];
        next.splice(pick(current.length + 1), 0, { id: `n${counter++}` });
      } else if (kind === 1) {
        next = current.filter((_, index) => index !== pick(current.length));
      } else {
        next = moveEntry(current, pick(current.length), pick(current.length));
      }
      const plan = planSort(current, next);
      const written = [...plan.create, ...plan.update];
      const after = applySortPlan(current, next, plan);
      expect(isStrictlyIncreasing(after)).toBe(true);
      expect(after.every((entry) => Number.isSafeInteger(entry.sort))).toBe(true);
      // nothing written keeps its old value; every new entry is created
      const old = new Map(current.map((entry) => [entry.id, entry.sort]));
      expect(plan.update.every((write) => old.get(write.id as string) !== write.sort)).toBe(true);
      expect(plan.create.map((write) => write.id)).toEqual(
        next.filter((e) => !old.has(e.id)).map((e) => e.id),
      );
      // a single move or insert writes one entry unless everything was renumbered
      const renumbered = after.every((entry, index) => entry.sort === (index + 1) * SORT_STEP);
      if (kind !== 1 && !renumbered) expect(written.length).toBeLessThanOrEqual(1);
      if (kind === 1) expect(written).toEqual([]);
      current = after.map(({ id, sort }) => ({ id, sort }));
    }
  });

  it.each(SEEDS.slice(0, 10))('stays increasing under adversarial head inserts (seed %i)', (seed) => {
    const rand = random(seed);
    let current: { id: string; sort: number }[] = [];
    for (let step = 0; step < 60; step++) {
      const at = rand() < 0.8 ? 0 : current.length;
      const next = [...current];
      next.splice(at, 0, { id: `n${step}`, sort: 0 });
      const after = applySortPlan(current, next, planSort(current, next));
      expect(isStrictlyIncreasing(after)).toBe(true);
      current = after.map(({ id, sort }) => ({ id, sort }));
    }
  });

  it.each(SEEDS.slice(0, 20))(
    'planSortMove writes only the moved entry unless renumbered (seed %i)',
    (seed) => {
      const rand = random(seed);
      let current = Array.from({ length: 8 }, (_, index) => ({
        id: `e${index}`,
        sort: (index + 1) * SORT_STEP,
      }));
      for (let step = 0; step < 200; step++) {
        const from = Math.floor(rand() * current.length);
        const to = Math.floor(rand() * current.length);
        const { next, plan } = planSortMove(current, from, to);
        expect(plan).toEqual(wholeListMove(current, from, to));
        const after = applySortPlan(current, next, plan);
        expect(isStrictlyIncreasing(after)).toBe(true);
        const renumbered = after.every((entry, index) => entry.sort === (index + 1) * SORT_STEP);
        if (!renumbered)
          expect(plan.update.map((write) => write.id)).toEqual(from === to ? [] : [current[from]?.id]);
        current = after;
      }
    },
  );
});
