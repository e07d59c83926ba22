import { SEARCH_DEFAULT_ROWS, collapseCount, columnsForWidth, conditionSpan } from './search-layout.logic';

describe('columnsForWidth', () => {
  it.each([
    [1400, 4],
    [1080, 4],
    [1079, 3],
    [800, 3],
    [799, 2],
    [520, 2],
    [519, 1],
    [358, 1],
  ])('a panel %p px wide shows %p conditions a row', (width, columns) => {
    expect(columnsForWidth(width)).toBe(columns);
  });

  it.each([null, 0, -5, Number.NaN])('an unmeasured panel (%p) keeps the half-row default', (width) => {
    expect(columnsForWidth(width)).toBe(2);
  });
});

describe('conditionSpan', () => {
  it.each([
    [undefined, 4, 6],
    [undefined, 3, 8],
    [undefined, 2, 12],
    [undefined, 1, 24],
    [12, 4, 12],
    [12, 1, 24],
    [30, 4, 24],
    [0, 3, 8],
    [1.5, 3, 8],
  ])('colSpan %p in %p columns spans %p', (colSpan, columns, span) => {
    expect(conditionSpan(colSpan, columns)).toBe(span);
  });
});

describe('collapseCount', () => {
  it('keeps the conditions of the first rows', () => {
    expect(collapseCount([6, 6, 6, 6, 6, 6, 6, 6, 6, 6], 2)).toBe(8);
    expect(collapseCount([8, 8, 8, 8, 8], 1)).toBe(3);
    expect(collapseCount([24, 24, 24, 24, 24], SEARCH_DEFAULT_ROWS.mobile)).toBe(4);
  });

  it('wraps a wide condition to the next row', () => {
    // row 1: 6 6 6, the 12 starts row 2 with the next 6; the last 12 would be row 3
    expect(collapseCount([6, 6, 6, 12, 6, 12], 2)).toBe(5);
  });

  it('shows everything that fits, and at least one condition', () => {
    expect(collapseCount([6, 6], 2)).toBe(2);
    expect(collapseCount([], 2)).toBe(0);
    expect(collapseCount([24, 24], 0)).toBe(1);
  });
});
