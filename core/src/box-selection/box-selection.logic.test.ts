import { boxSelectionView, toggleBoxSelection, type BoxOption } from './box-selection.logic';
import { t } from './messages';

const options: BoxOption[] = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
  { value: 'c', label: 'C' },
  { value: 'x', label: 'X', disabled: true },
];

describe('box selection rules', () => {
  it.each([
    [[], 'a', {}, ['a']],
    [['a'], 'b', {}, ['b']],
    [['a'], 'a', {}, ['a']],
    [['a'], 'b', { multiple: true }, ['a', 'b']],
    [['a', 'b'], 'a', { multiple: true }, ['b']],
    [['a', 'b'], 'c', { multiple: true, max: 2 }, ['a', 'b']],
    [['a'], 'c', { multiple: true, max: 0 }, ['a', 'c']],
    [['a'], 'x', { multiple: true }, ['a']],
    [['a'], 'nope', {}, ['a']],
  ] as const)('from %p tapping %p in %p gives %p', (selected, value, mode, expected) => {
    expect(toggleBoxSelection(options, selected, value, mode)).toEqual(expected);
  });

  it('blocks the boxes that are off once the cap is reached, and says so', () => {
    const view = boxSelectionView(options, ['a', 'b', 'gone'], { multiple: true, max: 2 }, t);
    expect(view.selected).toEqual(['a', 'b']);
    expect(view.boxes.map((b) => [b.value, b.on, b.blocked])).toEqual([
      ['a', true, false],
      ['b', true, false],
      ['c', false, true],
      ['x', false, true],
    ]);
    expect(view).toMatchObject({ role: 'checkbox', groupRole: 'group', full: true });
    expect(view.countText).toBe(t('box-selection.countOf', { count: 2, max: 2 }));
    expect(view.fullText).toBe(t('box-selection.full', { max: 2 }));
    expect(view.statusText).toBe(`${view.countText} · ${view.fullText}`);
  });

  it('keeps one value in single mode and shows no count', () => {
    const view = boxSelectionView(options, ['b', 'a'], {}, t);
    expect(view.selected).toEqual(['b']);
    expect(view).toMatchObject({
      role: 'radio',
      groupRole: 'radiogroup',
      countText: '',
      full: false,
      fullText: '',
      statusText: '',
    });
  });
});
