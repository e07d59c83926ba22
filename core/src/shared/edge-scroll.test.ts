import { EDGE_SCROLL, edgeScrollStep } from './edge-scroll';

// a box from 100 to 500 px: zones 100–148 and 452–500
describe('edgeScrollStep (issue 38: rows dragged past the visible window)', () => {
  it.each([
    ['in the middle', 300, 0],
    ['just outside the top zone', 148, 0],
    ['just outside the bottom zone', 452, 0],
    ['just inside the top zone, at the slowest', 147, -1],
    ['half into the top zone, at half speed', 124, -10],
    ['on the top edge, at full speed', 100, -20],
    ['above the box, no faster', 40, -20],
    ['half into the bottom zone', 476, 10],
    ['on the bottom edge', 500, 20],
    ['below the box, no faster', 650, 20],
  ])('%s (y = %d) steps %d px', (_, y, step) => {
    expect(edgeScrollStep(y, 100, 500)).toBe(step);
  });

  it('is faster the nearer the edge', () => {
    const steps = [150, 140, 130, 120, 110, 100].map((y) => -edgeScrollStep(y, 100, 500));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(new Set(steps).size).toBeGreaterThan(3);
  });

  it('gives each zone a third of a short box, leaving its middle still', () => {
    expect(edgeScrollStep(130, 100, 190)).toBe(0);
    expect(edgeScrollStep(101, 100, 190)).toBeLessThan(0);
    expect(edgeScrollStep(189, 100, 190)).toBeGreaterThan(0);
  });

  it('does not scroll a box with no height', () => {
    expect(edgeScrollStep(100, 100, 100)).toBe(0);
  });

  it('takes other zones and speeds', () => {
    expect(edgeScrollStep(10, 0, 400, { zone: 20, maxStep: 40 })).toBe(-20);
    expect(edgeScrollStep(30, 0, 400, { ...EDGE_SCROLL, zone: 20 })).toBe(0);
  });
});
