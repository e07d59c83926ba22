import { MAX_WINDOW_ROWS, RowHeights, windowAt } from './virtual-window';

describe('RowHeights', () => {
  it('counts the first guess for every row before any is measured', () => {
    const heights = new RowHeights(10_000, 47);
    expect(heights.estimate).toBe(47);
    expect(heights.offset(0)).toBe(0);
    expect(heights.offset(5_000)).toBe(5_000 * 47);
    expect(heights.total()).toBe(10_000 * 47);
    expect(heights.indexAt(5_000 * 47)).toBe(5_000);
    expect(heights.indexAt(5_000 * 47 - 1)).toBe(4_999);
  });

  it('keeps a measured row its own height, and the others count the mean measured', () => {
    const heights = new RowHeights(100, 47);
    // rows 0-9 measured: eight of one line, two wrapped on two lines
    // (a row of the height it counted moves nothing; from the first wrapped one the mean moves)
    for (let i = 0; i < 10; i += 1) expect(heights.set(i, i === 3 || i === 7 ? 69 : 47)).toBe(i >= 3);
    expect(heights.estimate).toBeCloseTo((8 * 47 + 2 * 69) / 10);
    expect(heights.offset(4)).toBe(3 * 47 + 69);
    expect(heights.offset(10)).toBe(8 * 47 + 2 * 69);
    expect(heights.heightOf(3)).toBe(69);
    expect(heights.heightOf(50)).toBeCloseTo(51.4);
    expect(heights.offset(20)).toBeCloseTo(8 * 47 + 2 * 69 + 10 * 51.4);
    // the row at an offset: inside the wrapped row 3, and just after it
    expect(heights.indexAt(3 * 47 + 10)).toBe(3);
    expect(heights.indexAt(3 * 47 + 69)).toBe(4);
  });

  it('a row measured again replaces its height; the same height or nonsense changes nothing', () => {
    const heights = new RowHeights(5, 47);
    heights.set(2, 69);
    expect(heights.set(2, 69.2)).toBe(false);
    expect(heights.set(2, 0)).toBe(false);
    expect(heights.set(7, 50)).toBe(false);
    expect(heights.set(-1, 50)).toBe(false);
    expect(heights.set(2, 47)).toBe(true);
    expect(heights.total()).toBe(5 * 47);
  });

  it('a first measure at the estimate is recorded but moves nothing; off the estimate it does', () => {
    const heights = new RowHeights(100, 47);
    expect(heights.set(0, 47.2)).toBe(false);
    expect(heights.heightOf(0)).toBe(47.2);
    expect(heights.estimate).toBeCloseTo(47.2);
    expect(heights.set(1, 52)).toBe(true);
    expect(heights.estimate).toBeCloseTo(49.6);
  });

  it('an empty list has no rows and no height', () => {
    const heights = new RowHeights(0, 47);
    expect(heights.total()).toBe(0);
    expect(heights.indexAt(100)).toBe(0);
  });
});

describe('windowAt', () => {
  it('draws the rows in view and the overscan below at the top', () => {
    // 600 px of 47 px rows: 13 in view (+1 cut), 3 more below
    expect(windowAt(new RowHeights(10_000, 47), 0, 600, 3)).toEqual({ start: 0, end: 16 });
  });

  it('draws the overscan on both sides further down', () => {
    expect(windowAt(new RowHeights(10_000, 47), 100 * 47, 600, 3)).toEqual({ start: 97, end: 116 });
  });

  it('draws fewer rows when they wrap, and starts at the row at the offset', () => {
    const heights = new RowHeights(10_000, 47);
    for (let i = 0; i < 40; i += 1) heights.set(i, 94);
    // every row 94 px: row 10 starts at 940 px, 600 px show 7 rows
    expect(windowAt(heights, 940, 600, 3)).toEqual({ start: 7, end: 20 });
  });

  it('reaches the last row at the end, and stays inside short lists', () => {
    const heights = new RowHeights(10_000, 47);
    const { end } = windowAt(heights, heights.total() - 600, 600, 3);
    expect(end).toBe(10_000);
    expect(windowAt(new RowHeights(5, 47), 0, 600, 3)).toEqual({ start: 0, end: 5 });
    expect(windowAt(new RowHeights(0, 47), 400, 600, 3)).toEqual({ start: 0, end: 0 });
  });

  it('never draws more than 60 rows, however tall the body', () => {
    const { start, end } = windowAt(new RowHeights(10_000, 20), 500 * 20, 10_000, 3);
    expect(end - start).toBe(MAX_WINDOW_ROWS);
  });

  it('the spacers and the drawn rows add up to the full height', () => {
    const heights = new RowHeights(10_000, 47);
    for (let i = 4_990; i < 5_010; i += 1) heights.set(i, i % 2 ? 69 : 47);
    const scrollTop = heights.offset(5_000);
    const { start, end } = windowAt(heights, scrollTop, 600, 3);
    let drawn = 0;
    for (let i = start; i < end; i += 1) drawn += heights.heightOf(i);
    const top = heights.offset(start);
    const bottom = heights.total() - heights.offset(end);
    expect(top + drawn + bottom).toBeCloseTo(heights.total());
    expect(start).toBe(4_997);
  });
});
