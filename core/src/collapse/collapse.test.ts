import { collapsePanels, initialCollapse, toggleCollapse } from '.';

const panels = [
  { key: 'a', title: 'A' },
  { key: 'b', title: 'B' },
  { key: 'c', title: 'C', disabled: true },
];

describe('collapse rules', () => {
  it('toggles a panel open and closed, several at a time', () => {
    expect(toggleCollapse(panels, [], 'a')).toEqual(['a']);
    expect(toggleCollapse(panels, ['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleCollapse(panels, ['a', 'b'], 'a')).toEqual(['b']);
  });

  it('keeps one open in an accordion', () => {
    expect(toggleCollapse(panels, ['a'], 'b', true)).toEqual(['b']);
    expect(toggleCollapse(panels, ['b'], 'b', true)).toEqual([]);
  });

  it('ignores disabled and unknown panels', () => {
    expect(toggleCollapse(panels, ['a'], 'c')).toEqual(['a']);
    expect(toggleCollapse(panels, ['a'], 'zz')).toEqual(['a']);
    expect(initialCollapse(panels, ['c', 'zz', 'b', 'a', 'b'])).toEqual(['b', 'a']);
    expect(initialCollapse(panels, ['b', 'a'], true)).toEqual(['b']);
  });

  it('marks the open panels', () => {
    expect(collapsePanels(panels, ['b']).map((p) => [p.key, p.open, p.disabled])).toEqual([
      ['a', false, false],
      ['b', true, false],
      ['c', false, true],
    ]);
  });
});
