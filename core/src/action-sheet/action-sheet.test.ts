import { connectEnv } from '../shared/connect';
import { SHARE_TARGETS, actionSheetItems, actionSheetTexts, actionSheetView } from '.';

const env = connectEnv(actionSheetTexts, 'en_US', 'mobile');
const nine = Array.from({ length: 9 }, (_, i) => i + 1);

describe('actionSheetItems (spec 2.3)', () => {
  it('lays the normal form in one row', () => {
    expect(actionSheetItems(nine, { form: 'normal' })).toEqual([nine]);
    expect(actionSheetItems([], { form: 'normal' })).toEqual([]);
  });

  it.each(['grid', 'share'] as const)('lays the %s form in rows of at most 4 by default', (form) => {
    expect(actionSheetItems(nine, { form })).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
  });

  it('takes another perRow; anything but a positive integer reads as 4', () => {
    expect(actionSheetItems(nine, { form: 'grid', perRow: 5 })).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9],
    ]);
    expect(actionSheetItems([1, 2, 3, 4, 5], { form: 'grid', perRow: 0 })).toEqual([[1, 2, 3, 4], [5]]);
    expect(actionSheetItems([1, 2, 3, 4, 5], { form: 'grid', perRow: 2.5 })).toEqual([[1, 2, 3, 4], [5]]);
  });
});

describe('actionSheetView', () => {
  it('the share form offers the suite share targets with its heading', () => {
    const view = actionSheetView({ form: 'share' }, env);
    expect(view.rows.flat().map((i) => i.key)).toEqual([...SHARE_TARGETS]);
    expect(view.rows.map((r) => r.length)).toEqual([4, 4, 1]);
    expect(view.title).toBe('Share with');
    expect(view.rows[0]?.[1]).toMatchObject({
      text: 'Department',
      glyph: 'D',
      testId: 'action-sheet-item-dept',
    });
    expect(view.columns).toBe(4);
  });

  it('the normal form keeps flags and descriptions and has no heading unless given', () => {
    const view = actionSheetView(
      { form: 'normal', items: [{ key: 'del', text: 'Delete', danger: true, description: 'cannot undo' }] },
      env,
    );
    expect(view.title).toBeNull();
    expect(view.columns).toBe(1);
    expect(view.cancelText).toBe('Cancel');
    expect(view.rows[0]?.[0]).toMatchObject({ danger: true, disabled: false, description: 'cannot undo' });
  });
});
