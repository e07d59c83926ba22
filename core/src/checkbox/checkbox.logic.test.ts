import { checkboxCap, checkboxLayout, checkboxRows, knownChecked, toggleCheckbox } from './checkbox.logic';

const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
  { value: 'c', label: 'C' },
  { value: 'x', label: 'X', disabled: true },
];

describe('checkbox rules (spec 2.3, spec 9)', () => {
  it.each([
    [[], 'a', undefined, ['a']],
    [['a'], 'b', undefined, ['a', 'b']],
    [['a', 'b'], 'a', undefined, ['b']],
    [['a', 'b'], 'c', 2, ['a', 'b']],
    [['a', 'b'], 'b', 2, ['a']],
    [['a'], 'x', undefined, ['a']],
    [['a'], 'nope', undefined, ['a']],
  ] as const)('from %p ticking %p with cap %p gives %p', (checked, value, max, expected) => {
    expect(toggleCheckbox(options, checked, value, max)).toEqual(expected);
  });

  it('keeps only known values, once each, in option order', () => {
    expect(knownChecked(options, ['b', 'gone', 'b', 'a'])).toEqual(['a', 'b']);
  });

  it.each([
    [undefined, null],
    [0, null],
    [1.5, null],
    [3, 3],
  ])('cap %p is %p', (max, cap) => expect(checkboxCap(max)).toBe(cap));

  it('lays out one per line on phones and side by side on desktop unless told', () => {
    expect(checkboxLayout(undefined, 'mobile')).toBe('vertical');
    expect(checkboxLayout(undefined, 'desktop')).toBe('horizontal');
    expect(checkboxLayout('grid', 'mobile')).toBe('grid');
  });

  it('makes rows: grid of 4 by default (spec 9), one per line, or one wrapping row', () => {
    const nine = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(checkboxRows(nine, 'grid')).toEqual({ columns: 4, rows: [[1, 2, 3, 4], [5, 6, 7, 8], [9]] });
    expect(checkboxRows(nine, 'grid', 3).rows).toHaveLength(3);
    expect(checkboxRows(nine, 'grid', 0).columns).toBe(4);
    expect(checkboxRows([1, 2], 'vertical')).toEqual({ columns: 1, rows: [[1], [2]] });
    expect(checkboxRows([1, 2], 'horizontal')).toEqual({ columns: null, rows: [[1, 2]] });
    expect(checkboxRows([], 'horizontal')).toEqual({ columns: null, rows: [] });
  });
});
