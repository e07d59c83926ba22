import { nextFocusIndex } from './roving-focus';

describe('nextFocusIndex', () => {
  it('moves through a single column like a menu, wrapping at both ends', () => {
    expect(nextFocusIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextFocusIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextFocusIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextFocusIndex('Home', 2, 3)).toBe(0);
    expect(nextFocusIndex('End', 0, 3)).toBe(2);
  });

  it('enters a column from outside at the first item going down and the last going up', () => {
    expect(nextFocusIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextFocusIndex('ArrowUp', -1, 3)).toBe(2);
  });

  it('moves through a grid by item and by row, stopping at its edges', () => {
    // 7 items in rows of 4: 0 1 2 3 / 4 5 6
    expect(nextFocusIndex('ArrowRight', 1, 7, 4)).toBe(2);
    expect(nextFocusIndex('ArrowLeft', 0, 7, 4)).toBe(0);
    expect(nextFocusIndex('ArrowDown', 1, 7, 4)).toBe(5);
    expect(nextFocusIndex('ArrowDown', 3, 7, 4)).toBe(3);
    expect(nextFocusIndex('ArrowUp', 5, 7, 4)).toBe(1);
    expect(nextFocusIndex('ArrowRight', 6, 7, 4)).toBe(6);
  });

  it('leaves other keys, and empty lists, alone', () => {
    expect(nextFocusIndex('Enter', 0, 3)).toBeUndefined();
    expect(nextFocusIndex('ArrowLeft', 0, 3)).toBeUndefined();
    expect(nextFocusIndex('ArrowDown', 0, 0)).toBeUndefined();
  });
});
