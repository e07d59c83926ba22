import { numberFromText, valueIds, valueList, valueNumber, valueText } from './field-value';

describe('field values as controls take them', () => {
  it('reads text, lists and numbers, anything else as empty', () => {
    expect([valueText('a'), valueText(3), valueText(null), valueText({}), valueText(undefined)]).toEqual([
      'a',
      '3',
      '',
      '',
      '',
    ]);
    expect(valueList([1, 2])).toEqual([1, 2]);
    expect(valueList('a')).toEqual([]);
    expect([valueNumber(2.5), valueNumber('2'), valueNumber(Number.NaN), valueNumber(Infinity)]).toEqual([
      2.5,
      null,
      null,
      null,
    ]);
  });

  it('reads chosen ids from a list, one value or nothing', () => {
    expect(valueIds(['a', 2])).toEqual(['a', '2']);
    expect(valueIds('a')).toEqual(['a']);
    expect(valueIds(7)).toEqual(['7']);
    expect(valueIds('')).toEqual([]);
    expect(valueIds(null)).toEqual([]);
    expect(valueIds({ id: 'x' })).toEqual([]);
  });

  it('reads typed numbers, refusing what is not one', () => {
    expect(numberFromText(' 12.5 ')).toBe(12.5);
    expect(numberFromText('-3')).toBe(-3);
    expect(numberFromText('')).toBeNull();
    expect(numberFromText('1e400')).toBeNull();
    expect(numberFromText('12abc')).toBeNull();
  });
});
