import { normalizeRateValue, rateRules } from './rate.logic';

describe('rate rules (spec 9)', () => {
  it('has 5 stars, half stars on desktop only', () => {
    expect(rateRules({ platform: 'desktop' })).toEqual({ count: 5, allowHalf: true });
    expect(rateRules({ platform: 'mobile' })).toEqual({ count: 5, allowHalf: false });
    expect(rateRules({ platform: 'mobile', allowHalf: true, count: 10 })).toEqual({
      count: 10,
      allowHalf: true,
    });
    expect(rateRules({ platform: 'desktop', count: -2 }).count).toBe(5);
  });

  it.each([
    [3.3, true, 3.5],
    [3.3, false, 3],
    [9, false, 5],
    [-1, true, 0],
    ['4', false, 4],
    ['abc', true, 0],
    [Number.NaN, true, 0],
  ])('normalizes %p (half %p) to %p', (value, allowHalf, expected) => {
    expect(normalizeRateValue(value, { count: 5, allowHalf })).toBe(expected);
  });
});
