import { cellFormatterCache, createCellFormatter, TABLE_EMPTY_CELL } from './table.cells';
import type { TableCellFormat } from './table.cells';

const textOf = (format: TableCellFormat, value: unknown, locale: 'zh_CN' | 'en_US' = 'zh_CN') =>
  createCellFormatter(format, locale)(value).text;

describe('createCellFormatter', () => {
  it.each([
    ['date', 'zh_CN', '2026-03-05T14:07:00', '2026-03-05'],
    ['date', 'en_US', '2026-03-05T14:07:00', 'Mar 5, 2026'],
    ['dateTime', 'zh_CN', '2026-03-05T14:07:00', '2026-03-05 14:07'],
    ['dateTime', 'en_US', '2026-03-05 09:30', 'Mar 5, 2026 09:30'],
    ['date', 'zh_CN', 'not a date', TABLE_EMPTY_CELL],
    ['date', 'zh_CN', { y: 1 }, TABLE_EMPTY_CELL],
  ] as const)('%s in %s: %p → %p', (valueType, locale, value, expected) => {
    expect(textOf({ valueType }, value, locale)).toBe(expected);
  });

  it.each([
    [{ valueType: 'money' }, 'zh_CN', 1234567.5, '¥1,234,567.50'],
    [{ valueType: 'money' }, 'en_US', '1234.5', 'CN¥1,234.50'],
    [{ valueType: 'money', currency: 'USD' }, 'en_US', '1234.5', '$1,234.50'],
    [{ valueType: 'money', currency: 'EUR', precision: 0 }, 'en_US', 1234.5, '€1,235'],
    [{ valueType: 'money', currency: 'not-a-code' }, 'en_US', 1234.5, '1,234.50'],
    [{ valueType: 'money' }, 'en_US', 'abc', TABLE_EMPTY_CELL],
    [{ valueType: 'percent' }, 'zh_CN', 12.345, '12.35%'],
    [{ valueType: 'percent', precision: 0 }, 'en_US', '99.6', '100%'],
    [{ valueType: 'percent' }, 'en_US', 1234.5, '1,234.5%'],
  ] as const)('%p in %s: %p → %p', (format, locale, value, expected) => {
    expect(textOf(format as TableCellFormat, value, locale)).toBe(expected);
  });

  it('shows an enum value as its label and badge colour, an unknown value as text', () => {
    const format: TableCellFormat = {
      valueType: 'enum',
      valueEnum: { open: { text: 'Open', status: 'processing' }, 1: { text: 'Done' } },
    };
    const cell = createCellFormatter(format, 'en_US');
    expect(cell('open')).toEqual({ kind: 'badge', text: 'Open', status: 'processing', empty: false });
    expect(cell(1)).toEqual({ kind: 'badge', text: 'Done', status: 'default', empty: false });
    expect(cell('closed')).toEqual({ kind: 'text', text: 'closed', empty: false });
    // no inherited keys
    expect(cell('toString')).toEqual({ kind: 'text', text: 'toString', empty: false });
  });

  it('shows a person by name: text, objects and lists', () => {
    const format: TableCellFormat = { valueType: 'person' };
    expect(textOf(format, 'Li Lei')).toBe('Li Lei');
    expect(textOf(format, { id: 7, name: '韩梅梅' })).toBe('韩梅梅');
    expect(textOf(format, [{ name: 'A' }, { lastname: 'B' }, {}])).toBe('A, B');
    expect(textOf(format, {})).toBe(TABLE_EMPTY_CELL);
  });

  it('shows empty values as the empty mark, whatever the type', () => {
    for (const valueType of ['text', 'date', 'dateTime', 'money', 'enum', 'percent', 'person'] as const)
      for (const value of [null, undefined, ''])
        expect(createCellFormatter({ valueType }, 'zh_CN')(value)).toEqual({
          kind: 'text',
          text: TABLE_EMPTY_CELL,
          empty: true,
        });
    expect(textOf({}, { an: 'object' })).toBe(TABLE_EMPTY_CELL);
    expect(textOf({}, 0)).toBe('0');
  });
});

it('gives the same view for a value it formatted before, and forgets past its size', () => {
  const cell = createCellFormatter({ valueType: 'date' }, 'zh_CN');
  const first = cell('2026-03-05');
  expect(cell('2026-03-05')).toBe(first);
  for (let i = 0; i < 1000; i++) cell(i);
  expect(cell('2026-03-05')).not.toBe(first);
  expect(cell('2026-03-05')).toEqual(first);
});

describe('cellFormatterCache', () => {
  it('makes one formatter per column object and locale', () => {
    const get = cellFormatterCache();
    const column: TableCellFormat = { valueType: 'money' };
    expect(get(column, 'zh_CN')).toBe(get(column, 'zh_CN'));
    expect(get(column, 'en_US')).not.toBe(get(column, 'zh_CN'));
    expect(get({ valueType: 'money' }, 'zh_CN')).not.toBe(get(column, 'zh_CN'));
  });
});
