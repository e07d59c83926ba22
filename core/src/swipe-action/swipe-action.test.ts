import { SUITE_COLOUR_HEX } from '../quick-menu';
import { connectEnv } from '../shared/connect';
import { swipeActionTexts, swipeActionView } from '.';

describe('swipeActionView', () => {
  it('splits actions by side (right by default) with red for destructive ones', () => {
    const view = swipeActionView(
      'Report',
      [
        { key: 'pin', text: 'Pin', side: 'left', colour: 'yellow' },
        { key: 'read', text: 'Read' },
        { key: 'delete', text: 'Delete', danger: true },
      ],
      connectEnv(swipeActionTexts, 'en_US', 'mobile'),
    );
    expect(view.left.map((a) => [a.key, a.background])).toEqual([['pin', SUITE_COLOUR_HEX.yellow]]);
    expect(view.right.map((a) => [a.key, a.background])).toEqual([
      ['read', SUITE_COLOUR_HEX.blue],
      ['delete', SUITE_COLOUR_HEX.red],
    ]);
    expect(view.groupLabel).toBe('Actions of "Report"');
  });
});
