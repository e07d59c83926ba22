import { firstRowAt, MAX_WINDOW_ROWS, rowWindow } from './virtual-window';

describe('rowWindow', () => {
  it('draws the rows in view and the overscan below at the top', () => {
    // 600 px of 47 px rows: 13 in view (+1 cut), 3 more below
    expect(rowWindow(0, 600, 47, 10_000, 3)).toEqual({ start: 0, end: 17 });
  });

  it('draws the overscan on both sides further down', () => {
    expect(rowWindow(100, 600, 47, 10_000, 3)).toEqual({ start: 97, end: 117 });
  });

  it('stays inside the rows at the end, and for short lists', () => {
    expect(rowWindow(9_999, 600, 47, 10_000, 3)).toEqual({ start: 9_983, end: 10_000 });
    expect(rowWindow(0, 600, 47, 5, 3)).toEqual({ start: 0, end: 5 });
    expect(rowWindow(4, 600, 47, 0, 3)).toEqual({ start: 0, end: 0 });
  });

  it('never draws more than 60 rows, however tall the body', () => {
    const { start, end } = rowWindow(500, 10_000, 20, 10_000, 3);
    expect(end - start).toBe(MAX_WINDOW_ROWS);
  });

  it('finds the first row in view from the scroll offset', () => {
    expect(firstRowAt(0, 47)).toBe(0);
    expect(firstRowAt(46, 47)).toBe(0);
    expect(firstRowAt(47 * 250 + 1, 47)).toBe(250);
    expect(firstRowAt(-10, 47)).toBe(0);
  });
});
