import { connectEnv } from '../shared/connect';
import { advancedSearchTexts } from './messages';
import { connectSearchLayout, type LayoutCondition } from './search-layout.connect';

const desktop = connectEnv(advancedSearchTexts, 'en_US', 'desktop');
const mobile = connectEnv(advancedSearchTexts, 'zh_CN', 'mobile');
const text = (id: string, value: string | null = null): LayoutCondition => ({ id, kind: 'INPUT', value });
const ten = Array.from({ length: 10 }, (_, index) => text(`c${index}`));

describe('connectSearchLayout', () => {
  it('lays a wide panel in 4 columns and collapses to its first 2 rows', () => {
    const toggle = jest.fn();
    const view = connectSearchLayout(ten, { width: 1200, expanded: false }, toggle, desktop);
    expect(view.columns).toBe(4);
    expect(view.conditions.map((item) => item.condition.id)).toEqual(ten.slice(0, 8).map((c) => c.id));
    expect(view.conditions.every((item) => item.span === 6)).toBe(true);
    expect(view.collapse).toMatchObject({ expanded: false, hiddenCount: 2, label: 'Expand (2 more)' });
    view.collapse?.toggle();
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it('shows everything when expanded, and says how to collapse', () => {
    const view = connectSearchLayout(ten, { width: 900, expanded: true }, () => {}, desktop);
    expect(view.columns).toBe(3);
    expect(view.conditions).toHaveLength(10);
    expect(view.collapse).toMatchObject({ expanded: true, hiddenCount: 4, label: 'Show fewer' });
  });

  it('names the hidden conditions that hold a value', () => {
    const conditions = [...ten.slice(0, 9), text('c9', 'acme')];
    const view = connectSearchLayout(conditions, { width: 1200, expanded: false }, () => {}, desktop);
    expect(view.collapse?.label).toBe('Expand (2 more, 1 set)');
  });

  it('has no switch when every condition fits', () => {
    const view = connectSearchLayout(ten.slice(0, 3), { width: 600, expanded: false }, () => {}, desktop);
    expect(view.collapse).toBeNull();
    expect(view.conditions.map((item) => item.span)).toEqual([12, 12, 12]);
  });

  it('keeps a host span wider than a column', () => {
    const view = connectSearchLayout(
      ten.slice(0, 3),
      { width: 1200, expanded: false, colSpans: { c0: 12 } },
      () => {},
      desktop,
    );
    expect(view.conditions.map((item) => item.span)).toEqual([12, 6, 6]);
  });

  it('lays a phone in one column, at most two on a tablet, 4 rows collapsed', () => {
    const phone = connectSearchLayout(ten, { width: 358, expanded: false }, () => {}, mobile);
    expect(phone.columns).toBe(1);
    expect(phone.conditions).toHaveLength(4);
    expect(phone.collapse?.label).toBe('展开（另有 6 项）');
    expect(connectSearchLayout(ten, { width: 1200, expanded: false }, () => {}, mobile).columns).toBe(2);
  });
});
