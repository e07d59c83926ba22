import {
  NUMBER_INPUT_DEFAULTS,
  RATE_DEFAULTS,
  badgeText,
  chunkIntoRows,
  clampNumber,
  parseFlexValue,
} from '.';
import { PICKER_METRICS } from '../dates';

describe('small widgets (spec 5, 9)', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [Number.NaN, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12.7, '12'],
  ])('badgeText(%p) is %p', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });

  it('takes another overflow', () => {
    expect(badgeText(11, 10)).toBe('10+');
  });

  it('rates 5 stars, half stars off on mobile; picker metrics stay those of spec 9', () => {
    expect(RATE_DEFAULTS).toEqual({
      desktop: { count: 5, allowHalf: true },
      mobile: { count: 5, allowHalf: false },
    });
    expect(PICKER_METRICS.desktop).toEqual({ columnHeight: 210, itemHeight: 30 });
    expect(PICKER_METRICS.mobile).toEqual({ columnHeight: 252, itemHeight: 36 });
  });

  it('chunks filter buttons and grid check boxes into rows of 4', () => {
    expect(chunkIntoRows([1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    expect(chunkIntoRows([], 4)).toEqual([]);
    expect(chunkIntoRows([1, 2], 0)).toEqual([[1], [2]]);
  });

  it('bounds numbers at ±9007199254740991 by default', () => {
    expect(NUMBER_INPUT_DEFAULTS).toEqual({ min: -9007199254740991, max: 9007199254740991, step: 1 });
    expect(clampNumber(1e20)).toBe(9007199254740991);
    expect(clampNumber('12', { min: 0, max: 10 })).toBe(10);
    expect(clampNumber('abc')).toBeNull();
    expect(clampNumber('')).toBeNull();
  });

  it.each([
    [12, '12px'],
    ['12', '12px'],
    ['1.5rem', '1.5rem'],
    ['50%', '50%'],
    ['2em', '2em'],
    ['12vh', undefined],
    ['px', undefined],
  ])('flex value %p is %p', (value, expected) => {
    expect(parseFlexValue(value)).toBe(expected);
  });
});
