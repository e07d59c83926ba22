import { contrastRatio } from '../shared/palette';
import {
  QUICK_MENU_RADIUS,
  SUITE_COLOURS,
  SUITE_COLOUR_HEX,
  quickMenuView,
  suiteColour,
  suiteColourAt,
} from '.';

describe('quick menu (spec 9)', () => {
  it('is round (50 %) and uses the suite colours in turn', () => {
    expect(QUICK_MENU_RADIUS).toBe('50%');
    expect(SUITE_COLOURS).toEqual(['red', 'blue', 'yellow', 'indigo', 'green']);
    expect([0, 1, 4, 5, -1].map(suiteColourAt)).toEqual(['red', 'blue', 'green', 'red', 'green']);
    expect(suiteColour('indigo', 0)).toBe('indigo');
    expect(suiteColour('pink', 2)).toBe('yellow');
  });

  it.each(SUITE_COLOURS)('white text on %s passes WCAG AA', (colour) => {
    expect(contrastRatio('#ffffff', SUITE_COLOUR_HEX[colour])).toBeGreaterThanOrEqual(4.5);
  });

  it('gives each action its colour and the button its texts', () => {
    const view = quickMenuView(
      [
        { key: 'task', text: 'Task' },
        { key: 'mail', text: 'Mail', colour: 'green' },
      ],
      (key) => key,
    );
    expect(view.actions.map((a) => [a.key, a.colour, a.testId])).toEqual([
      ['task', 'red', 'quick-menu-action-task'],
      ['mail', 'green', 'quick-menu-action-mail'],
    ]);
    expect(view.radius).toBe('50%');
    expect(view.texts).toEqual({ open: 'quick-menu.open', close: 'quick-menu.close' });
  });
});
