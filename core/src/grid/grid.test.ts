import { GRID_COLUMNS, gridLayout } from '.';

describe('gridLayout (spec 9: 24 weights, 4 checkbox columns)', () => {
  const ten = Array.from({ length: 10 }, (_, i) => i);

  it('lays 4 columns of span 6 by default', () => {
    expect(GRID_COLUMNS).toBe(4);
    const layout = gridLayout(ten);
    expect(layout.columns).toBe(4);
    expect(layout.span).toBe(6);
    expect(layout.rows.map((r) => r.length)).toEqual([4, 4, 2]);
  });

  it.each([
    [3, 3, 8],
    [5, 4, 6],
    [7, 6, 4],
    [0, 1, 24],
    [99, 24, 1],
    [Number.NaN, 4, 6],
  ])('columns %d become %d of span %d', (asked, columns, span) => {
    expect(gridLayout(ten, asked)).toMatchObject({ columns, span });
  });
});
