import { canClear, fitToMaxLength, inputCount, inputRules, isMissing } from './input.logic';

describe('input rules (spec 2.3, spec 5 counting)', () => {
  it.each([
    [{}, { maxLength: null, showCount: false, clearable: true }],
    [{ maxLength: 10 }, { maxLength: 10, showCount: true, clearable: true }],
    [
      { maxLength: 10, showCount: false },
      { maxLength: 10, showCount: false, clearable: true },
    ],
    [{ maxLength: 0 }, { maxLength: null, showCount: false, clearable: true }],
    [{ maxLength: 2.5 }, { maxLength: null, showCount: false, clearable: true }],
    [
      { maxLength: -3, showCount: true, clearable: false },
      { maxLength: null, showCount: true, clearable: false },
    ],
  ])('options %p read as %p', (options, rules) => {
    expect(inputRules(options)).toEqual(rules);
  });

  it.each([
    ['hello', 3, 'hel'],
    ['hello', null, 'hello'],
    ['ab', 5, 'ab'],
    ['中文ab', 5, '中'],
    ['中abc', 5, '中ab'],
    ['中文', 5, '中'],
    ['中文', 6, '中文'],
    ['a中', 3, 'a'],
    ['😀x', 3, '😀'],
    ['', 4, ''],
  ])('%p under %p keeps %p (whole characters only)', (text, max, kept) => {
    expect(fitToMaxLength(text, max)).toBe(kept);
  });

  it('counts ASCII 1 and other characters 3', () => {
    expect(inputCount('ab中', 10)).toEqual({ used: 5, max: 10 });
    expect(inputCount('', null)).toEqual({ used: 0, max: null });
  });

  it.each([
    ['x', { clearable: true }, true],
    ['', { clearable: true }, false],
    ['x', { clearable: false }, false],
    ['x', { clearable: true, readOnly: true }, false],
    ['x', { clearable: true, disabled: true }, false],
  ])('clear button for %p with %p: %p', (value, state, shown) => {
    expect(canClear(value, state)).toBe(shown);
  });

  it.each([
    [true, '', true],
    [true, '   ', true],
    [true, 'a', false],
    [false, '', false],
    [undefined, '', false],
  ])('required %p with %p is missing: %p', (required, value, missing) => {
    expect(isMissing(required, value)).toBe(missing);
  });
});
