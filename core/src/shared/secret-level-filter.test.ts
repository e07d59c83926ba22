import { NO_SECRET_LEVEL, dropBelowSecretLevel, isBelowSecretLevel } from './secret-level-filter';

describe('the secret-level drop rule (spec 4, 5)', () => {
  it('drops only a known level below a known form level', () => {
    expect(isBelowSecretLevel(1, 2)).toBe(true);
    expect(isBelowSecretLevel(2, 2)).toBe(false);
    expect(isBelowSecretLevel(3, 2)).toBe(false);
  });

  it('keeps everything under a form without a level, and an item without one', () => {
    for (const form of [NO_SECRET_LEVEL, null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isBelowSecretLevel(-5000, form)).toBe(false);
    }
    expect(isBelowSecretLevel(undefined, 3)).toBe(false);
    expect(isBelowSecretLevel(null, 3)).toBe(false);
  });

  it('filters a list by the same rule, keeping its order', () => {
    const items = [{ secretLevel: 3 }, { secretLevel: 1 }, {}, { secretLevel: null }, { secretLevel: 2 }];
    expect(dropBelowSecretLevel(items, 2)).toEqual([
      { secretLevel: 3 },
      {},
      { secretLevel: null },
      { secretLevel: 2 },
    ]);
    expect(dropBelowSecretLevel(items, NO_SECRET_LEVEL)).toHaveLength(5);
  });
});
